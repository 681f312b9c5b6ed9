/** zh-CN strings of the epr-declare area. */
export default {
  'eprDeclare.col.name': '名称',
  'eprDeclare.col.status': '状态',
  'eprDeclare.col.createdAt': '创建时间',
  'eprDeclare.status.0': '进行中',
  'eprDeclare.status.1': '已完成',
  'eprDeclare.empty.title': '您还没有包装申报',
  'eprDeclare.empty.desc': '新建第一条记录后，它会显示在这里，您可以随时查看进度。',
  'eprDeclare.empty.create': '新建第一条记录',
  'eprDeclare.create.defaultName': '我的第一条记录',
  'eprDeclare.create.done': '已新建记录',
};
