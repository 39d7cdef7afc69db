func.func private @namtrain_gmm_nam12_mb16_down_dlhs(%arg0: tensor<262144x768xbf16>, %arg1: tensor<32x512x768xbf16>, %arg2: tensor<32xi32>) -> (tensor<262144x512xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<32xi32>
  %2 = call @namtrain_gmm_nam12_mb16_down_dlhs__cumsum(%1) : (tensor<32xi32>) -> tensor<32xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %8 = stablehlo.slice %4 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = call @namtrain_gmm_nam12_mb16_down_dlhs__floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<32xi32>
  %18 = call @namtrain_gmm_nam12_mb16_down_dlhs__floor_divide(%17, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<32xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.add %19, %20 : tensor<32xi32>
  %22 = call @namtrain_gmm_nam12_mb16_down_dlhs___where_1(%10, %21, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.add %9, %c_2 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_0 : tensor<i32>
  %25 = call @namtrain_gmm_nam12_mb16_down_dlhs__floor_divide_2(%24, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_2, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %31 = call @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_4(%28) : (tensor<33xi32>) -> tensor<33xi32>
  %32 = stablehlo.slice %31 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<543xi32>
  %35 = stablehlo.subtract %33, %c_0 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<543xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %43 = stablehlo.convert %42 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %44 = stablehlo.reduce(%43 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %45 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %48 = stablehlo.add %44, %47 : tensor<543xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<543xi1>, tensor<543xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %52 = stablehlo.add %51, %37 : tensor<543xi32>
  %53 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %56 = stablehlo.add %44, %55 : tensor<543xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<543xi1>, tensor<543xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %60 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %63 = stablehlo.add %44, %62 : tensor<543xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<543xi1>, tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<543xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<543xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A3oD4gItAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMPDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS0PBwsfGx8PGwcHHx8fJysnJx8/NzsjAjISHx1HmQMDDakd19kDAw2dHYYCigIFPx1Hqx1LsQMDG68d0dMFQQVDBUUdu70dy80DAxs9YWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVHBUkdtbcdTcEDAxvFHU3HAwPx/x1eAmICAweSAjmWApoCngKiAhEFABENFRENBQVLBU0FTw0nBVEdo6UFUwVVHevtHfMGAh02AjoCHWoCbgIDAw16Ah1bfgIFVx2uArICAwNhYwVZEQ0tAxFnaRdrb3FzO3U9GXd5/Xt9BVsBB/v5+Q0lYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFXSMNBzEBAAAAAAAAAB8CAAAAAAAAAQAAAAAAAAAFXwVhBWMFZQVnAQd/hYsDBSeBKYMJPyMNBSEAAgAAAAAAAAADAAAAAAAAAwUnhymJCUEjDQcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUnjSmPCUMjDQUhAAIAAAAAAAAAAgAAAAAAAAMFF0UZPwMFF5UZQQ0pAwUXRRlDHZsBBWkRAQEDAw2hEQF9BWsdpwEFbREDAR2tAQVvEQ0JHbMBBXEFcx25AQV1BXcdvwEFeR3DAQV7EQ0BHckBBX0Ffx3PAQWBBYMd1QEFhQWHHdsBBYkDAw3fEQGBHUvjHeUBBYsDAw3pEQEFBY0d7wEFjwWRBZMjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AB0KAgEFlR0SAhYCBZcdGgIBBZkdIgImAgWbHSoCAQWdAwMNMgIRAQIQBZ8dPgIBBaEDA0YCSgIFoyMBAwkAAAAAHVICVgIFpR1aAgEFpwWpHWYCAQWrBa0dcgIBBa8DAxs7ExMBHYICAQWxBbMdjgIBBbUFtwW5IwEJIQEAAAABAAAAAgAAAAAAAAAFuyMBAQEDAw2qAiULCQAAAAAFvR22AgEFvwMHvgLeAsICOcYCOQXBBcMFxQMDzgICAgXHHVvWAh3aAgEFySN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFsxXSwgWzFdLCBbMF0sIFswXSwgWzAsIDAsIDEsIDBdLCBbXSwgW10+AAECAgMBCRf3A/oQASMX9wOFASMnBQIQAhATAQIEF/cDBQEjBwsnBQIQAhABJwUCEAIQBScFAhACEBEX9QUCEAIYESUX9QcFAhACGBFtF/UFAhACEBElF/UFAhACEBMlJwUCEAIYEQUZAQEBBwcJCQ8bHR8hAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScHBQIQAhgRBCoQBQERAV8HAwEREREBZQcDR28ZAQEBAQEBBwEHAQkBCQEPARsBHQEfASEBAwMPBQMDBwYPAwEFDxkFBxETAwUFAxsJBgMDAwMDBwYDAwEFBx8DAy0JAwEFBzEvAwUFBSMXBh8DBQUdJRkGFQMBAycDAwcJAwEFBwchAwUFKSsbFAcDLQkDCx0DA9ICVwMTDwZZAwsDRwMDCwUDAwMDCwUDAwsGCwMLBxdLTR0FCzcJSRdLTQ0ABwMBBQ0ABwMD4d0DAQUHERMDBQUhLxcGHwMFBR0xGQYVAwEDMwMDBwkDAQUHByEDBQU1NxsUBwM5CQMjTQMDAwUDAwMDAwUDAwsGAwMLBxdHSQMDAwUDAwMDAwUDAwsGAwMjBxFNTwMDAwUDAwMDAwUDAwMDAwUDAwsGAwMrCRNTVVcxBgMDIwNZAwNdpgIDCzMHXboCAwsHUVtdNQc1ygIDCwVLXwMDCwUDAwMDCwUDAwsGCwMLBxdjZR0FCzcJYRdjZQ0ABwMBBQ0ABwMDLQkDAQUHMS8DBQUFOxcGHwMFBR09GQYVAwEDPwMDBwkDAQUHByEDBQVBQxsUBwNFCQNXtQMDLQkDAQUHMS8DBQUDRwMDT+cDASEHTzMDAQUDSwMDUQkDASMGUQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQcOAiEDBQVVWSUGHgIDBQVJWwkGAwMDAwMHBgMDAQUJXwMDUy4CAwEnB1MzAwEFYWMpA04CQgIDFQ8GNQMVA2UrBzUzAxUFaWcJBgMDAwMhBwYDAwEFC20PBlUDFQNvBQdVdgIDFwVrcQkGAwMDAyEHBgMDAQUNdQ8GEQMVA3cFBxETAxcFa3kXBh8DFwVzewMDAwUDAwMDAwUDAwsGAwMZBxV/gS0GFQMLA4MDAytXAxMPBlkDCwOHFQYdAwsHXYmFAwMDBQMDAwMDBQMDCwYDAwsHF42PFQYdAwsHfZGLLwYVAxkDkwMDCwUDAwMDCwUDAwsGCwMZBxWXmR0FCzcJlRWXmQ0ABwMBBQ0ABxMAARERAZEHAyEnEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAw8FAwMHBg8DAQUPFQUHERMDBQUDFwMDKwkDARUGHQMBBxkFGwMDAQkDARMEAQUTHRERAZMHAyUvEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFBxEDA0mfAwEfBkkDAQUTFQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbAwMrCQMBFQYdAwEHHQUfAwMBCQMBEwQBBxcBIRERAZcHAxcTEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAwEJAwETBAEFEwEGAwEFAQCqEssjEx0dJTEbESkJFQ1FDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RCw0HJRUJCw0JCQsRHR0bIyEjKS0lCQkLGRkZHSUVEx0NFxclGxcXExcVGRcZIw8ZFxsZFSMVGSMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IubG9hZABzY2YueWllbGQAdmVjdG9yLmJyb2FkY2FzdABmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLmFuZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgubWluc2kAYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5vcmkAYXJpdGgubXVsaQB0cHUuaW90YQBhcml0aC5hZGRpAGFyaXRoLmV4dGYAYXJpdGgudHJ1bmNmAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHByZWRpY2F0ZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW46AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:696254464,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x768xbf16>, tensor<32x512x768xbf16>) -> tensor<262144x512xbf16>
  return %74 : tensor<262144x512xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
  %3 = stablehlo.sign %arg0 : tensor<32xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = stablehlo.and %6, %10 : tensor<32xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
  %14 = call @namtrain_gmm_nam12_mb16_down_dlhs___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.divide %arg0, %0 : tensor<i32>
  %2 = stablehlo.sign %arg0 : tensor<i32>
  %3 = stablehlo.sign %0 : tensor<i32>
  %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
  %6 = stablehlo.compare NE, %5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.and %4, %6 : tensor<i1>
  %8 = stablehlo.subtract %1, %c : tensor<i32>
  %9 = call @namtrain_gmm_nam12_mb16_down_dlhs___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dlhs__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
