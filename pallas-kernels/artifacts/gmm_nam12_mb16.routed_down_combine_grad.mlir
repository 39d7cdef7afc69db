func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad(%arg0: tensor<65536x768xf32>, %arg1: tensor<262144x384xui32>, %arg2: tensor<262144xi32>, %arg3: tensor<65536x4xi32>, %arg4: tensor<65536x4xf32>, %arg5: tensor<262144x512xbf16>, %arg6: tensor<32x512x768xbf16>, %arg7: tensor<32xi32>) -> (tensor<262144x512xbf16> {jax.result_info = "result[0]"}, tensor<32x512x768xbf16> {jax.result_info = "result[1]"}, tensor<65536x4xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_4 = stablehlo.constant dense<65536> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<16> : tensor<ui32>
  %c_7 = stablehlo.constant dense<65535> : tensor<ui32>
  %0 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<262144x384xui32>
  %1 = stablehlo.and %arg1, %0 : tensor<262144x384xui32>
  %2 = stablehlo.convert %1 : (tensor<262144x384xui32>) -> tensor<262144x384xui16>
  %3 = stablehlo.bitcast_convert %2 : (tensor<262144x384xui16>) -> tensor<262144x384xbf16>
  %4 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<262144x384xui32>
  %5 = stablehlo.shift_right_logical %arg1, %4 : tensor<262144x384xui32>
  %6 = stablehlo.convert %5 : (tensor<262144x384xui32>) -> tensor<262144x384xui16>
  %7 = stablehlo.bitcast_convert %6 : (tensor<262144x384xui16>) -> tensor<262144x384xbf16>
  %8 = stablehlo.concatenate %3, %7, dim = 1 : (tensor<262144x384xbf16>, tensor<262144x384xbf16>) -> tensor<262144x768xbf16>
  %9 = stablehlo.convert %8 : (tensor<262144x768xbf16>) -> tensor<262144x768xf32>
  %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<262144xi32>
  %11 = stablehlo.compare LT, %arg2, %10, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
  %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<262144xi32>
  %13 = stablehlo.add %arg2, %12 : tensor<262144xi32>
  %14 = stablehlo.select %11, %13, %arg2 : tensor<262144xi1>, tensor<262144xi32>
  %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
  %16 = "stablehlo.gather"(%arg0, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 768>}> : (tensor<65536x768xf32>, tensor<262144x1xi32>) -> tensor<262144x768xf32>
  %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144xf32>
  %18 = stablehlo.reshape %arg3 : (tensor<65536x4xi32>) -> tensor<262144xi32>
  %19 = stablehlo.reshape %arg4 : (tensor<65536x4xf32>) -> tensor<262144xf32>
  %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<262144xi32>
  %21 = stablehlo.compare LT, %18, %20, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
  %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<262144xi32>
  %23 = stablehlo.add %18, %22 : tensor<262144xi32>
  %24 = stablehlo.select %21, %23, %18 : tensor<262144xi1>, tensor<262144xi32>
  %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
  %26 = "stablehlo.scatter"(%17, %25, %19) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
    stablehlo.return %arg9 : tensor<f32>
  }) : (tensor<262144xf32>, tensor<262144x1xi32>, tensor<262144xf32>) -> tensor<262144xf32>
  %27 = stablehlo.convert %16 : (tensor<262144x768xf32>) -> tensor<262144x768xbf16>
  %28 = stablehlo.convert %27 : (tensor<262144x768xbf16>) -> tensor<262144x768xf32>
  %29 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<262144xf32>) -> tensor<262144x1xf32>
  %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<262144x1xf32>) -> tensor<262144x768xf32>
  %31 = stablehlo.multiply %28, %30 : tensor<262144x768xf32>
  %32 = stablehlo.convert %31 : (tensor<262144x768xf32>) -> tensor<262144x768xbf16>
  %33 = stablehlo.multiply %9, %16 : tensor<262144x768xf32>
  %34 = stablehlo.reduce(%33 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<262144x768xf32>, tensor<f32>) -> tensor<262144xf32>
  %35 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<65536x4xi32>
  %36 = stablehlo.compare LT, %arg3, %35, SIGNED : (tensor<65536x4xi32>, tensor<65536x4xi32>) -> tensor<65536x4xi1>
  %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<65536x4xi32>
  %38 = stablehlo.add %arg3, %37 : tensor<65536x4xi32>
  %39 = stablehlo.select %36, %38, %arg3 : tensor<65536x4xi1>, tensor<65536x4xi32>
  %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<65536x4xi32>) -> tensor<65536x4x1xi32>
  %41 = "stablehlo.gather"(%34, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1>}> : (tensor<262144xf32>, tensor<65536x4x1xi32>) -> tensor<65536x4xf32>
  %42 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %43 = stablehlo.maximum %arg7, %42 : tensor<32xi32>
  %44 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%43) : (tensor<32xi32>) -> tensor<32xi32>
  %45 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %46 = stablehlo.minimum %44, %45 : tensor<32xi32>
  %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %48 = stablehlo.slice %46 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %49 = stablehlo.concatenate %47, %48, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %50 = stablehlo.slice %46 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %51 = stablehlo.reshape %50 : (tensor<1xi32>) -> tensor<i32>
  %52 = stablehlo.compare GT, %46, %49, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %53 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%49, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %54 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %55 = stablehlo.minimum %53, %54 : tensor<32xi32>
  %56 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %57 = stablehlo.subtract %46, %56 : tensor<32xi32>
  %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %59 = stablehlo.maximum %57, %58 : tensor<32xi32>
  %60 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%59, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %61 = stablehlo.subtract %60, %55 : tensor<32xi32>
  %62 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %63 = stablehlo.add %61, %62 : tensor<32xi32>
  %64 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%52, %63, %c_5) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %65 = stablehlo.add %51, %c_2 : tensor<i32>
  %66 = stablehlo.subtract %65, %c_0 : tensor<i32>
  %67 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%66, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %68 = stablehlo.subtract %c_2, %67 : tensor<i32>
  %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %64, %69, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %71 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %55, %71, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %73 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%70) : (tensor<33xi32>) -> tensor<33xi32>
  %74 = stablehlo.slice %73 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %75 = stablehlo.reshape %74 : (tensor<1xi32>) -> tensor<i32>
  %76 = stablehlo.iota dim = 0 : tensor<543xi32>
  %77 = stablehlo.subtract %75, %c_0 : tensor<i32>
  %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %79 = stablehlo.minimum %76, %78 : tensor<543xi32>
  %80 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %84 = stablehlo.compare LE, %82, %83, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %85 = stablehlo.convert %84 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %86 = stablehlo.reduce(%85 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %87 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %88 = stablehlo.compare LT, %86, %87, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %89 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %90 = stablehlo.add %86, %89 : tensor<543xi32>
  %91 = stablehlo.select %88, %90, %86 : tensor<543xi1>, tensor<543xi32>
  %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %93 = "stablehlo.gather"(%72, %92) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %94 = stablehlo.add %93, %79 : tensor<543xi32>
  %95 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %96 = stablehlo.compare LT, %86, %95, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %97 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %98 = stablehlo.add %86, %97 : tensor<543xi32>
  %99 = stablehlo.select %96, %98, %86 : tensor<543xi1>, tensor<543xi32>
  %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %101 = "stablehlo.gather"(%73, %100) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %102 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %103 = stablehlo.compare LT, %86, %102, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %104 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %105 = stablehlo.add %86, %104 : tensor<543xi32>
  %106 = stablehlo.select %103, %105, %86 : tensor<543xi1>, tensor<543xi32>
  %107 = stablehlo.broadcast_in_dim %106, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %108 = "stablehlo.gather"(%70, %107) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %109 = stablehlo.subtract %101, %108 : tensor<543xi32>
  %110 = stablehlo.subtract %94, %109 : tensor<543xi32>
  %111 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %112 = stablehlo.concatenate %49, %111, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %113 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %114 = stablehlo.concatenate %46, %113, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %115 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %116 = stablehlo.custom_call @tpu_custom_call(%86, %110, %112, %114, %115, %32, %arg6) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A3oD4gItAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMPDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS0PBwsfGx8PGwcHHx8fJysnJx8/NzsjAjISHx1HmQMDDakd19kDAw2dHYYCigIFPx1Hqx1LsQMDG68d0dMFQQVDBUUdu70dy80DAxs9YWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVHBUkdtbcdTcEDAxvFHU3HAwPx/x1eAmICAweSAjmWApoCngKiAhEFABENFRENBQVLBU0FTw0nBVEdo6UFUwVVHevtHfMGAh02AjoCHWoCbgIDAw16Ah1bfgIFVx2uArICAwNhYwVZEQ0tAxFnaRdrb3FzO3U9GXd5/Xt9BVsBB/v5+Q0lYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFXSMNBzEBAAAAAAAAAB8CAAAAAAAAAQAAAAAAAAAFXwVhBWMFZQVnAQd/hYsDBSeBKYMJPyMNBSEAAgAAAAAAAAADAAAAAAAAAwUnhymJCUEjDQcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUnjSmPCUMjDQUhAAIAAAAAAAAAAgAAAAAAAAMFF0UZPwMFF5UZQQ0pAwUXRRlDHZsBBWkRAQEDAw2hEQF9BWsdpwEFbREDAR2tAQVvEQ0JHbMBBXEFcx25AQV1BXcdvwEFeR3DAQV7EQ0BHckBBX0Ffx3PAQWBBYMd1QEFhQWHHdsBBYkDAw3fEQGBHUvjHeUBBYsDAw3pEQEFBY0d7wEFjwWRBZMjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AB0KAgEFlR0SAhYCBZcdGgIBBZkdIgImAgWbHSoCAQWdAwMNMgIRAQIQBZ8dPgIBBaEDA0YCSgIFoyMBAwkAAAAAHVICVgIFpR1aAgEFpwWpHWYCAQWrBa0dcgIBBa8DAxs7ExMBHYICAQWxBbMdjgIBBbUFtwW5IwEJIQEAAAABAAAAAgAAAAAAAAAFuyMBAQEDAw2qAiULCQAAAAAFvR22AgEFvwMHvgLeAsICOcYCOQXBBcMFxQMDzgICAgXHHVvWAh3aAgEFySN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFsxXSwgWzFdLCBbMF0sIFswXSwgWzAsIDAsIDEsIDBdLCBbXSwgW10+AAECAgMBCRf3A/oQASMX9wOFASMnBQIQAhATAQIEF/cDBQEjBwsnBQIQAhABJwUCEAIQBScFAhACEBEX9QUCEAIYESUX9QcFAhACGBFtF/UFAhACEBElF/UFAhACEBMlJwUCEAIYEQUZAQEBBwcJCQ8bHR8hAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScHBQIQAhgRBCoQBQERAV8HAwEREREBZQcDR28ZAQEBAQEBBwEHAQkBCQEPARsBHQEfASEBAwMPBQMDBwYPAwEFDxkFBxETAwUFAxsJBgMDAwMDBwYDAwEFBx8DAy0JAwEFBzEvAwUFBSMXBh8DBQUdJRkGFQMBAycDAwcJAwEFBwchAwUFKSsbFAcDLQkDCx0DA9ICVwMTDwZZAwsDRwMDCwUDAwMDCwUDAwsGCwMLBxdLTR0FCzcJSRdLTQ0ABwMBBQ0ABwMD4d0DAQUHERMDBQUhLxcGHwMFBR0xGQYVAwEDMwMDBwkDAQUHByEDBQU1NxsUBwM5CQMjTQMDAwUDAwMDAwUDAwsGAwMLBxdHSQMDAwUDAwMDAwUDAwsGAwMjBxFNTwMDAwUDAwMDAwUDAwMDAwUDAwsGAwMrCRNTVVcxBgMDIwNZAwNdpgIDCzMHXboCAwsHUVtdNQc1ygIDCwVLXwMDCwUDAwMDCwUDAwsGCwMLBxdjZR0FCzcJYRdjZQ0ABwMBBQ0ABwMDLQkDAQUHMS8DBQUFOxcGHwMFBR09GQYVAwEDPwMDBwkDAQUHByEDBQVBQxsUBwNFCQNXtQMDLQkDAQUHMS8DBQUDRwMDT+cDASEHTzMDAQUDSwMDUQkDASMGUQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQcOAiEDBQVVWSUGHgIDBQVJWwkGAwMDAwMHBgMDAQUJXwMDUy4CAwEnB1MzAwEFYWMpA04CQgIDFQ8GNQMVA2UrBzUzAxUFaWcJBgMDAwMhBwYDAwEFC20PBlUDFQNvBQdVdgIDFwVrcQkGAwMDAyEHBgMDAQUNdQ8GEQMVA3cFBxETAxcFa3kXBh8DFwVzewMDAwUDAwMDAwUDAwsGAwMZBxV/gS0GFQMLA4MDAytXAxMPBlkDCwOHFQYdAwsHXYmFAwMDBQMDAwMDBQMDCwYDAwsHF42PFQYdAwsHfZGLLwYVAxkDkwMDCwUDAwMDCwUDAwsGCwMZBxWXmR0FCzcJlRWXmQ0ABwMBBQ0ABxMAARERAZEHAyEnEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAw8FAwMHBg8DAQUPFQUHERMDBQUDFwMDKwkDARUGHQMBBxkFGwMDAQkDARMEAQUTHRERAZMHAyUvEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFBxEDA0mfAwEfBkkDAQUTFQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbAwMrCQMBFQYdAwEHHQUfAwMBCQMBEwQBBxcBIRERAZcHAxcTEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAwEJAwETBAEFEwEGAwEFAQCqEssjEx0dJTEbESkJFQ1FDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RCw0HJRUJCw0JCQsRHR0bIyEjKS0lCQkLGRkZHSUVEx0NFxclGxcXExcVGRcZIw8ZFxsZFSMVGSMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IubG9hZABzY2YueWllbGQAdmVjdG9yLmJyb2FkY2FzdABmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLmFuZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgubWluc2kAYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5vcmkAYXJpdGgubXVsaQB0cHUuaW90YQBhcml0aC5hZGRpAGFyaXRoLmV4dGYAYXJpdGgudHJ1bmNmAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHByZWRpY2F0ZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW46AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:696254464,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x768xbf16>, tensor<32x512x768xbf16>) -> tensor<262144x512xbf16>
  %117 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %118 = stablehlo.maximum %arg7, %117 : tensor<32xi32>
  %119 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%118) : (tensor<32xi32>) -> tensor<32xi32>
  %120 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %121 = stablehlo.minimum %119, %120 : tensor<32xi32>
  %122 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %123 = stablehlo.slice %121 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %124 = stablehlo.concatenate %122, %123, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %125 = stablehlo.slice %121 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
  %127 = stablehlo.compare GT, %121, %124, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %128 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%124, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %129 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %130 = stablehlo.minimum %128, %129 : tensor<32xi32>
  %131 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %132 = stablehlo.subtract %121, %131 : tensor<32xi32>
  %133 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %134 = stablehlo.maximum %132, %133 : tensor<32xi32>
  %135 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%134, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %136 = stablehlo.subtract %135, %130 : tensor<32xi32>
  %137 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %138 = stablehlo.add %136, %137 : tensor<32xi32>
  %139 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%127, %138, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %140 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %141 = stablehlo.concatenate %139, %140, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %142 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %143 = stablehlo.concatenate %130, %142, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %144 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%141) : (tensor<33xi32>) -> tensor<33xi32>
  %145 = stablehlo.slice %144 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %146 = stablehlo.reshape %145 : (tensor<1xi32>) -> tensor<i32>
  %147 = stablehlo.iota dim = 0 : tensor<543xi32>
  %148 = stablehlo.subtract %146, %c_0 : tensor<i32>
  %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %150 = stablehlo.minimum %147, %149 : tensor<543xi32>
  %151 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %152 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %155 = stablehlo.compare LE, %153, %154, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %156 = stablehlo.convert %155 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %157 = stablehlo.reduce(%156 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %158 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %159 = stablehlo.compare LT, %157, %158, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %160 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %161 = stablehlo.add %157, %160 : tensor<543xi32>
  %162 = stablehlo.select %159, %161, %157 : tensor<543xi1>, tensor<543xi32>
  %163 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %164 = "stablehlo.gather"(%143, %163) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %165 = stablehlo.add %164, %150 : tensor<543xi32>
  %166 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %167 = stablehlo.compare LT, %157, %166, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %168 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %169 = stablehlo.add %157, %168 : tensor<543xi32>
  %170 = stablehlo.select %167, %169, %157 : tensor<543xi1>, tensor<543xi32>
  %171 = stablehlo.broadcast_in_dim %170, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %172 = "stablehlo.gather"(%144, %171) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %173 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %174 = stablehlo.compare LT, %157, %173, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %175 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %176 = stablehlo.add %157, %175 : tensor<543xi32>
  %177 = stablehlo.select %174, %176, %157 : tensor<543xi1>, tensor<543xi32>
  %178 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %179 = "stablehlo.gather"(%141, %178) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %180 = stablehlo.subtract %172, %179 : tensor<543xi32>
  %181 = stablehlo.subtract %165, %180 : tensor<543xi32>
  %182 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %183 = stablehlo.concatenate %124, %182, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %184 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %185 = stablehlo.concatenate %121, %184, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %186 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %187 = stablehlo.custom_call @tpu_custom_call(%157, %181, %183, %185, %186, %arg5, %32) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDjgPuAjEB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TEwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMQ8HCx8bDwcfGx8fHwcfHx8nJysnIz83OwIKEx8dSa8DAw21HSICJgIdRgJKAgMDDbMFPQMD1/8FPx29vwMDET8dCgIOAh1ZfgIFQQVDHUm3HdHTHRYCGgIRBQAdXgJiAh2GAooCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVFBUcDAxG7AwMNzwVJHW2WAh1tngIRCxURCwUFSwVNBU8NLQVRBVMDAxHJHUvLHdnbHd/hHeXnHVnrBVUd8fMFVwVZIwEBAQMDDVoCAwNqAm4CHXICdgIDAxE9AwMNkgIFWx2mAqoCHboCvgIDBzclXd4CX2EDA3d5BV0RCy0DEX1/G4GFh4k9iz8djY/9kZMFXwEH+fn7DSthZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVhIwsHMQEAAAAAAAAAAQAAAAAAAAAfAgAAAAAAAAVjBWUFZwVpBWsBB5WboQMFL5cxmQlBIwsFIQACAAAAAAAAAAIAAAAAAAADBS+dMZ8JQyMLBSEAAgAAAAAAAAADAAAAAAAAAwUvozGlCUUjCwcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUbRx1BAwUbRx1DAwUbrR1FDS8dsQEFbREBAREDAR25AQVvEQsJBXEdwQEFcx1LxR3HAQV1EQsBHc0BBXcRAQUFeR3VAQV7BX0Ffx3dAQWBBYMd4wEFhQWHHekBBYkdNwEDAw3vEQHyEAWLHQYCASN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4ABY0Fjx0SAgEFkQWTHR4CAQWVBZcdKgIBBZkDAxEyAhELER06Aj4CBZsdQgIBBZ0Fnx1OAgEFoQMHNyVdVgJfYSMBCSEBAAAAAQAAAAMAAAAAAAAAEQECEAWjHWYCAQWlBacjAQMJAAAAAAWpHXoCAQWrHYICAQWtBa8djgIBBbETDQEdmgIBBbMdogIBBbUFtx2uAgEFuQMDDbYCJQ8JAAAAAAW7HcICAQW9AwfKAuoCzgIl0gIlBb8FwQXDAwPaAgICBcUjAQkhAQAAAAEAAAACAAAAAAAAAAMDDeYCExkBI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cD+hABKxf3A4UBKwECBAcnBQIQAhgZF/cDBQErJwUCEAIYDScFAhACEAEnBQIQAhgBCycFAhACEA0nBQIQAhAFJwUCEAIYBRf1BQIQAhANLRf1BQIQAhgNLRf1BwUCEAIYDYMX9QUCEAIYGS0nBwUCEAIYDQUZAQEBBwcJCREhIyUnAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAQTKEAUBEQF1BwMBERMRAXsHA3PHGQEBAQEBAQcBBwEJAQkBEQEhASMBJQEnAQMDHwUDAwcGHwMBBQ8ZBQcTMwMFBQUbCQYDAwMDBQcGAwMBBQcfAwPDCwMBBQdPTQMFBQUjAwMhNQMBHwchDwMBBQUnAwNRCwMBKwZRAwEFKSsJBgMDAwMtBwYDAwEFBy8FB1MVAwUFMSEhBlUDBQUlMwMDHwUDAwcGHwMBBQ83AwMhNQMBHwchDwMBBTk7BQdPTQMFBQU9AwNXNQMBFwdXDwMBBQVBAwNb7QMBLQZbAwEFQ0UJBgMDAwNHBwYDAwEFB0kFB1MVAwUFSyEhBlUDBQU/TQkGAwMDAyEHBgMDAQULUQkGAwMDAyEHBgMDAQUNVREGFwMFBR01GQYjAwEDWQMDBwsDAQUHBxUDBQVbXRsUBwNfCQMLHQMDOeICAxkLBjsDDwNzAwMJBQMDAwMJBQMDDQYJAw8HF3d5HQUJcwl1F3d5DwAHAwEFDwAHBQc2Ai4CAwUFV1MRBhcDBQUdYRkGIwMBA2MDAwcLAwEFBwcVAwUFZWcbFAcDaQkDW70DAwMFAwMDAwMFAwMNBgMDDwcXc3UDAwMFAwMDAwMFAwMNBgMDGwcReXsJBgMDAwMFBwYDAwEFCX8DAydjAwElBycPAwEFgYMnA2dlAxULBhkDFQOFFwcZDwMVBYmHCwYpAxUDUwUHKWkDHQWLjQsGEwMVA1cFBxMzAx0Fi5ERBhcDHQWPkwMDOWsDDQsGOwMbA5cpBm8DGweVfZkDAwMFAwMDAwMFAwMNBgMDEwcTnZ8JBgMDAwMFBwYDAwEFCaMDAydjAwElBycPAwEFpacnA2dlAxcLBhkDFwOpFwcZDwMXBa2rCwYpAxcDUwUHKWkDHwWvsQsGEwMXA1cFBxMzAx8Fr7URBhcDHwWztwMDOWsDDQsGOwMTA7spBm8DEwe5ob0DA3GyAgMPMQdxxgIDDwebv8EzBxnWAgMPBXfDAwMJBQMDAwMJBQMDDQYJAw8HF8fJHQUJcwnFF8fJDwAHAwEFDwAHEQYXAwUFHU8ZBiMDAQNrAwMHCwMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1LwYjAxMDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMpCRV7fX8jBgkDEwOBIwYJAykDeR0FCVICC4UVe31/DwAHAwEFDwAHFQABExEBpwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTARMRAakHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwMTEQGrBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQcRAwMBCwMBFQQBBxMBAwYDAQUBAHISxxMdHSUxGyUVRSMNCREVDRcJCxUNDQkLDVUtEQsJCw0JDQkJCx0JCw0HDQkJER0dHSMhIyktJREpCwkLGRkZCR0lEx0VDRcXGxkZGxMXJRUXIw8ZFxkVFxUZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbjoAbWluAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:736886784,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x512xbf16>, tensor<262144x768xbf16>) -> tensor<32x512x768xbf16>
  return %116, %187, %41 : tensor<262144x512xbf16>, tensor<32x512x768xbf16>, tensor<65536x4xf32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
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
  %14 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
