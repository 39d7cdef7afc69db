func.func private @namtrain_gmm_small_gate_up_dw(%arg0: tensor<2048x256xbf16>, %arg1: tensor<2048x384xbf16>, %arg2: tensor<8xi32>) -> (tensor<8x256x384xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<7> : tensor<i32>
  %c_2 = stablehlo.constant dense<256> : tensor<i32>
  %c_3 = stablehlo.constant dense<2048> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<8xi32>
  %2 = call @namtrain_gmm_small_gate_up_dw__cumsum(%1) : (tensor<8xi32>) -> tensor<8xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<8xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %8 = stablehlo.slice %4 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = call @namtrain_gmm_small_gate_up_dw__floor_divide(%7, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<8xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<8xi32>
  %18 = call @namtrain_gmm_small_gate_up_dw__floor_divide(%17, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<8xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.add %19, %20 : tensor<8xi32>
  %22 = call @namtrain_gmm_small_gate_up_dw___where_1(%10, %21, %c_0) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %27 = call @namtrain_gmm_small_gate_up_dw__cumsum_2(%24) : (tensor<9xi32>) -> tensor<9xi32>
  %28 = stablehlo.slice %27 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<15xi32>
  %31 = stablehlo.subtract %29, %c_0 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<15xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %39 = stablehlo.convert %38 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %40 = stablehlo.reduce(%39 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %41 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %44 = stablehlo.add %40, %43 : tensor<15xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<15xi1>, tensor<15xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %48 = stablehlo.add %47, %33 : tensor<15xi32>
  %49 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %52 = stablehlo.add %40, %51 : tensor<15xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<15xi1>, tensor<15xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %56 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %59 = stablehlo.add %40, %58 : tensor<15xi32>
  %60 = stablehlo.select %57, %59, %40 : tensor<15xi1>, tensor<15xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %62 = "stablehlo.gather"(%24, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %63 = stablehlo.subtract %55, %62 : tensor<15xi32>
  %64 = stablehlo.subtract %48, %63 : tensor<15xi32>
  %65 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %66 = stablehlo.concatenate %7, %65, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %67 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %68 = stablehlo.concatenate %4, %67, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %69 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.custom_call @tpu_custom_call(%40, %64, %66, %68, %69, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDjgPuAjEB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TDwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMQ8HCxsbDwcfGx8fHwcfHx8nJysnIz83OwICEx8dSa8DAw21HSICJgIdRgJKAgMDDbMFPQMD1/8FPx29vwMDET8dCgIOAh1ZfgIFQQVDHUm3HdHTHRYCGgIRBQAdXgJiAh2GAooCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVFBUcDAxG7AwMNzwVJHW2WAh1tngIRCxURCwUFSwVNBU8NLQVRBVMDAxHJHUvLHdnbHd/hHeXnHVnrBVUd8fMFVwVZIwEBAQMDDVoCAwNqAm4CHXICdgIDAxE9AwMNkgIFWx2mAqoCHboCvgIDBzclXd4CX2EDA3d5BV0RCy0DEX1/G4GFh4k9iz8djY/9kZMFXwEH+fn7DSthZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVhIwsHMQEAAAAAAAAAAQAAAAAAAAAPAAAAAAAAAAVjBWUFZwVpBWsBB5WboQMFL5cxmQlBIwsFIQABAAAAAAAAAAEAAAAAAAADBS+dMZ8JQyMLBSEAAQAAAAAAAIABAAAAAAAAAwUvozGlCUUjCwcxAQAAAAAAAAAAAQAAAAAAAIABAAAAAAAAAwUbRx1BAwUbRx1DAwUbrR1FDS8dsQEFbREBAREDAR25AQVvEQsJBXEdwQEFcx1LxR3HAQV1EQsBHc0BBXcRAQUFeR3VAQV7BX0Ffx3dAQWBBYMd4wEFhQWHHekBBYkdNwEDAw3vEQE5BYsdBgIBI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmNvcmVfdHlwZTx0Yz4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAFjQWPHRICAQWRBZMdHgIBBZUFlx0qAgEFmQMDETICEQsRHToCPgIFmx1CAgEFnQWfHU4CAQWhAwc3JV1WAl9hIwEJIQEAAAABAAAAAwAAAAAAAAARAQIIBaMdZgIBBaUFpyMBAwkAAAAABakdegIBBasdggIBBa0Frx2OAgEFsRMNAR2aAgEFsx2iAgEFtQW3Ha4CAQW5AwMNtgIlDwkAAAAABbsdwgIBBb0DB8oC6gLOAiXSAiUFvwXBBcMDA9oCAgIFxSMBCSEBAAAAAQAAAAIAAAAAAAAAAwMN5gITGQEjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMF0sIFswXSwgWzFdLCBbMV0sIFswLCAxLCAxLCAxXSwgW10sIFtdPgABAgIDAQkX9wM9ASsX9wMlASsBAgQHJwUCCAIMGRf3AwUBKycFAggCDA0nBQIIAggBJwUCCAIMAQsnBQIIAggNJwUCCAIIBScFAggCDAUX9QUCCAIIDS0X9QUCCAIMDS0X9QcFAggCDA2DF/UFAggCDBktJwcFAggCDA0FGQEBAQcHCQkRISMlJwEFEQEBAQcHCQkRBQEBBREBAQEHBwkJEQcBAQEEyhAFAREBdQcDARETEQF7BwNzxxkBAQEBAQEHAQcBCQEJAREBIQEjASUBJwEDAx8FAwMHBh8DAQUPGQUHEzMDBQUFGwkGAwMDAwUHBgMDAQUHHwMDwwsDAQUHT00DBQUFIwMDITUDAR8HIQ8DAQUFJwMDUQsDASsGUQMBBSkrCQYDAwMDLQcGAwMBBQcvBQdTFQMFBTEhIQZVAwUFJTMDAx8FAwMHBh8DAQUPNwMDITUDAR8HIQ8DAQU5OwUHT00DBQUFPQMDVzUDARcHVw8DAQUFQQMDW+0DAS0GWwMBBUNFCQYDAwMDRwcGAwMBBQdJBQdTFQMFBUshIQZVAwUFP00JBgMDAwMhBwYDAwEFC1EJBgMDAwMhBwYDAwEFDVURBhcDBQUdNRkGIwMBA1kDAwcLAwEFBwcVAwUFW10bFAcDXwkDCx0DAzniAgMZCwY7Aw8DcwMDCQUDAwMDCQUDAw0GCQMPBxd3eR0FCXMJdRd3eQ8ABwMBBQ8ABwUHNgIuAgMFBVdTEQYXAwUFHWEZBiMDAQNjAwMHCwMBBQcHFQMFBWVnGxQHA2kJA1u9AwMDBQMDAwMDBQMDDQYDAw8HF3N1AwMDBQMDAwMDBQMDDQYDAxsHEXl7CQYDAwMDBQcGAwMBBQl/AwMnYwMBJQcnDwMBBYGDJwNnZQMVCwYZAxUDhRcHGQ8DFQWJhwsGKQMVA1MFBylpAx0Fi40LBhMDFQNXBQcTMwMdBYuREQYXAx0Fj5MDAzlrAw0LBjsDGwOXKQZvAxsHlX2ZAwMDBQMDAwMDBQMDDQYDAxMHE52fCQYDAwMDBQcGAwMBBQmjAwMnYwMBJQcnDwMBBaWnJwNnZQMXCwYZAxcDqRcHGQ8DFwWtqwsGKQMXA1MFBylpAx8Fr7ELBhMDFwNXBQcTMwMfBa+1EQYXAx8Fs7cDAzlrAw0LBjsDEwO7KQZvAxMHuaG9AwNxsgIDDzEHccYCAw8Hm7/BMwcZ1gIDDwV3wwMDCQUDAwMDCQUDAw0GCQMPBxfHyR0FCXMJxRfHyQ8ABwMBBQ8ABxEGFwMFBR1PGQYjAwEDawMDBwsDAQUHBxUDBQVtbxsUBwNxCQMVMQMDAwUDAwMDAwUDAw0GAwMPBxdzdS8GIwMTA3cDAwkFAwMDAwkFAwMDAwkFAwMNBgkDKQkVe31/IwYJAxMDgSMGCQMpA3kdBQlSAguFFXt9fw8ABwMBBQ8ABxUAARMRAacHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwETEQGpBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQkRAwMBCwMBFQQBBRMDExEBqwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUHEQMDAQsDARUEAQcTAQMGAwEFAQByEscTHR0lMRslFUUjDQkRFQ0XCQsVDQ0JCw1VLRELCQsNCQ0JCQsdCQsNBw0JCREdHR0jISMpLSURKQsJCxkZGQkdJRMdFQ0XFxsZGRsTFyUVFyMPGRcZFRcVGSMjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmJyb2FkY2FzdAB2ZWN0b3IubG9hZABzY2YueWllbGQAYXJpdGguYW5kaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguYWRkaQBhcml0aC5leHR1aQBzY2YuaWYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5zdWJpAGFyaXRoLm9yaQB2ZWN0b3Iuc2hhcGVfY2FzdABhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLnNlbGVjdABhcml0aC5tYXhzaQBhcml0aC5taW5zaQBhcml0aC50cnVuY2YAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAHByZWRpY2F0ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAYWRkAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAZXE6AGFkZDoAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fdGdtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABnZXQAbHQ6AGx0L2x0AGVxAGVxL2VxAHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtaW46AG1pbgBhbmQ6AGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAZ3Q6AGd0L2d0AHN3YXA6AHN3YXAvc3dhcABtdWw6AG11bABkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBhZGQvYWRkAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aAA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:6488064,\0A\22flops\22:754974720,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x256xbf16>, tensor<2048x384xbf16>) -> tensor<8x256x384xbf16>
  return %70 : tensor<8x256x384xbf16>
}
func.func private @namtrain_gmm_small_gate_up_dw__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_gate_up_dw__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
  %3 = stablehlo.sign %arg0 : tensor<8xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = stablehlo.and %6, %10 : tensor<8xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
  %14 = call @namtrain_gmm_small_gate_up_dw___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw__cumsum_2(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_gate_up_dw__cumsum_3(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_gate_up_dw__cumsum_3(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
