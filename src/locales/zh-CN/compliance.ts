/** zh-CN strings of the compliance area. */
export default {
  'compliance.col.name': '名称',
  'compliance.col.status': '状态',
  'compliance.col.createdAt': '创建时间',
  'compliance.status.0': '进行中',
  'compliance.status.1': '已完成',
  'compliance.empty.title': '您还没有合规与授权代表',
  'compliance.empty.desc': '新建第一条记录后，它会显示在这里，您可以随时查看进度。',
  'compliance.empty.create': '新建第一条记录',
  'compliance.create.defaultName': '我的第一条记录',
  'compliance.create.done': '已新建记录',
};
