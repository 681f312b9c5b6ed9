/** zh-CN strings of the calc area. */
export default {};
