/** en-US strings of the compliance area. */
export default {
  'compliance.col.name': 'Name',
  'compliance.col.status': 'Status',
  'compliance.col.createdAt': 'Created at',
  'compliance.status.0': 'In progress',
  'compliance.status.1': 'Done',
  'compliance.empty.title': 'You have no compliance yet',
  'compliance.empty.desc': 'Create the first record and it shows here, with its progress.',
  'compliance.empty.create': 'Create the first record',
  'compliance.create.defaultName': 'My first record',
  'compliance.create.done': 'Record created',
};
