/** en-US strings of the epr-declare area. */
export default {
  'eprDeclare.col.name': 'Name',
  'eprDeclare.col.status': 'Status',
  'eprDeclare.col.createdAt': 'Created at',
  'eprDeclare.status.0': 'In progress',
  'eprDeclare.status.1': 'Done',
  'eprDeclare.empty.title': 'You have no packaging declaration yet',
  'eprDeclare.empty.desc': 'Create the first record and it shows here, with its progress.',
  'eprDeclare.empty.create': 'Create the first record',
  'eprDeclare.create.defaultName': 'My first record',
  'eprDeclare.create.done': 'Record created',
};
