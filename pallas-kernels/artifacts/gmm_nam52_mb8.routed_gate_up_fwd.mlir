func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd(%arg0: tensor<32768x2048xbf16>, %arg1: tensor<196608xi32>, %arg2: tensor<64x2048x640xbf16>, %arg3: tensor<64xi32>) -> (tensor<196608x640xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<16> : tensor<ui32>
  %0 = stablehlo.slice %arg0 [0:32768, 0:1024] : (tensor<32768x2048xbf16>) -> tensor<32768x1024xbf16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<32768x1024xbf16>) -> tensor<32768x1024xui16>
  %2 = stablehlo.convert %1 : (tensor<32768x1024xui16>) -> tensor<32768x1024xui32>
  %3 = stablehlo.slice %arg0 [0:32768, 1024:2048] : (tensor<32768x2048xbf16>) -> tensor<32768x1024xbf16>
  %4 = stablehlo.bitcast_convert %3 : (tensor<32768x1024xbf16>) -> tensor<32768x1024xui16>
  %5 = stablehlo.convert %4 : (tensor<32768x1024xui16>) -> tensor<32768x1024xui32>
  %6 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<32768x1024xui32>
  %7 = stablehlo.shift_left %5, %6 : tensor<32768x1024xui32>
  %8 = stablehlo.or %2, %7 : tensor<32768x1024xui32>
  %9 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %10 = stablehlo.maximum %arg3, %9 : tensor<64xi32>
  %11 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum(%10) : (tensor<64xi32>) -> tensor<64xi32>
  %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %17 = stablehlo.slice %13 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %20 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__floor_divide(%16, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<64xi32>
  %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<64xi32>
  %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<64xi32>
  %27 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__floor_divide(%26, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<64xi32>
  %29 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %30 = stablehlo.add %28, %29 : tensor<64xi32>
  %31 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where_1(%19, %30, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %32 = stablehlo.add %18, %c_3 : tensor<i32>
  %33 = stablehlo.subtract %32, %c_1 : tensor<i32>
  %34 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__floor_divide_2(%33, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %35 = stablehlo.subtract %c_0, %34 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %37 = stablehlo.concatenate %31, %36, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %22, %38, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %40 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_4(%37) : (tensor<65xi32>) -> tensor<65xi32>
  %41 = stablehlo.slice %40 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
  %43 = stablehlo.iota dim = 0 : tensor<447xi32>
  %44 = stablehlo.subtract %42, %c_1 : tensor<i32>
  %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %46 = stablehlo.minimum %43, %45 : tensor<447xi32>
  %47 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %52 = stablehlo.convert %51 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %53 = stablehlo.reduce(%52 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %54 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %55 = stablehlo.compare LT, %53, %54, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %57 = stablehlo.add %53, %56 : tensor<447xi32>
  %58 = stablehlo.select %55, %57, %53 : tensor<447xi1>, tensor<447xi32>
  %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %60 = "stablehlo.gather"(%39, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %61 = stablehlo.add %60, %46 : tensor<447xi32>
  %62 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %63 = stablehlo.compare LT, %53, %62, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %65 = stablehlo.add %53, %64 : tensor<447xi32>
  %66 = stablehlo.select %63, %65, %53 : tensor<447xi1>, tensor<447xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %68 = "stablehlo.gather"(%40, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %69 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %70 = stablehlo.compare LT, %53, %69, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %71 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %72 = stablehlo.add %53, %71 : tensor<447xi32>
  %73 = stablehlo.select %70, %72, %53 : tensor<447xi1>, tensor<447xi32>
  %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %75 = "stablehlo.gather"(%37, %74) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %76 = stablehlo.subtract %68, %75 : tensor<447xi32>
  %77 = stablehlo.subtract %61, %76 : tensor<447xi32>
  %78 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.concatenate %16, %78, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %80 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %13, %80, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %82 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.reshape %arg1 : (tensor<196608xi32>) -> tensor<384x512xi32>
  %84 = stablehlo.custom_call @tpu_custom_call(%53, %77, %79, %81, %82, %83, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCQEDBQcBAwkDRwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA64E3gNJAfMHDxMXExcTEwsTG4UXExcTZQ8PFxcTDxcTExcPCwsPExcLDwsPLxcTCwsLCwsLDw8LCwsLDwsXExcXEwsXFxMLCwsXFxMLKwsTCx8TEwsPSwsXC6ULcwsLCwsLGxsLcxsLUxsLGwsPCxMPDwsPDwsPDwsLDwsLDwsTBRFdYWGRhY1NKgIB6QsPEwsTCwsTCwsTCw8LEwsLEwsTEwsLEwsLEwsTCxcLEwsTGwsjFwsTCwsTCxMPEwsTC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLEwtDEwtVQ3MLEwsTC2MLEwsTCw8XFxMTDxMTDxcfBwVZWQFHDwcLHx8fDxsHBxsfHxsfHycrKycnJx8fIx8jI1M7Nx8fIx8FA00C5hkfHVvNAwMRXR0qAi4CAwMR2R2WA5oDHZOKAx2LagMFUR2BygIDA0YC1gNhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAdHgIiAh1nFgIDAzs2Ah2BogNhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AHVvbHWPhHToCPgIDAzl2AwMDO98dZfEDAzsKAh1lDgIDAxFpAwMRjgIRBQAFUwVVHeXnHWtKAgMDOWYDBVcRDRUFWR3r7QMHgzc50gLWAtoCHeYC6gIdZwYDAwEFWwVdBV8FYQVjEQEBHWHVBWUFZwVpBWsRAQUFbQMDEVICHWNWAh1eAmICHWoCbgIdd3YCBW8drgKyAgMDEb4CHX/CAgVxBXMFdR3yAvYCHS4DMgMdi14DBXcDBzl6A34DXY83BXkdk4IDBXsDBTmSA483HWuqAwMDm50FfRENLQMRoaNDpamrrUWvRUexs/+1twV/AQf9+fkNOWFmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABYEjDQcxAQAAAAAAAAC/AQAAAAAAAAEAAAAAAAAABYMFhQWHBYkFiwEJUVG5vwMFU7tXvQlVIw0HMQEAAAAAAAAAAAgAAAAAAACAAgAAAAAAAAMFU8FXwwlZIw0FIQACAAAAAAAAgAIAAAAAAAADBUPHR1UNOwMFQ8tHWQ09Hc8BBY0DAxHTEQH9HdcBBY8RAwEd3QEFkRENCR3jAQWTBZUd6QEFlwWZHe8BBZsdBgIBI3RwdS5tZW1vcnlfc3BhY2U8YW55PgAjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1Lm1lbW9yeV9zcGFjZTxzZW1hcGhvcmVfbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFswXSwgWzBdLCBbMV0sIFswLCAwLCAxLCAxXSwgW10sIFtdPgAFnRENAR0SAgEFnx0aAgEFoQWjHSYCAQWlBacdMgIBBakRDQUFqx1CAgEFrQWvHU4CAQWxEQECAh1aAgEFswW1HWYCAQW3BbkdcgIBBbsdegIBBb0dggKGAgW/HYoCAQXBEQECEAMDlgKaAgXDIwEDCQAAAAAdogKmAgXFHaoCAQXHBckdtgIBBcsDAztFExEBHcYCAQXNHc4CAQXPIwEJIQEAAAABAAAAAgAAAAAAAAAF0SMBAQEDAxHiAhEBQQXTHe4CAQXVBdcd+gIBBdkDAxECAxEBEADA/z8dCgMBBdsDAxIDaQXdHRoDHgMF3x0iAwEF4QMDESoDJQcJAAAAAAXjHTYDAQXlAwc+AwICQgM3RgM3BecF6QXrAwNOA9oDBe0df1YDHVoDAQXvHWIDAQXxIwEHGQEAAAABAAAAAAAAAB1uAwEF82FmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABfUdhgMBBfcdjgMBBfkjAQspAQAAAAEAAAABAAAAAAAAAAAAAAAF+x2eAwEF/R2mAwEF/x2DAQMDEbIDEQH0/wcdd7oDHb4DAQUCAh1hxgMdygMBBQYCAwMR0gMRAdD///8/I2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgABAgIDAQknBQIQAhQRF/cD+g0BIRf3AwoCASEBAgQX9wMFASELBxf7AwVHIScFAhACFAEnBQIQAiABF/sBR3IDJwUCEAIUBScFAhACFBMX8wUCDAIQARcX8wUEAAgCIAEXF/UHBQJAAhQTpxf1BQIQAhQTFxf1BQIQAhQRFxf1BQIQAiABFxf3AwIQASEnBQIQAiARF/MFBQIQARcX8wMCEAEhF/UFBQIgARcX8wUFAiABFwUjAQEBCQkLCw8hIyUnKSstDxUBBREBAQEJCQsLDwcBAQEFEQEBAQkJCwsPBQEBJwUCEAJAEScFAhACQBMnBwUCQAIUEycFAkACFBMhdHB1LmRtYV9zZW1hcGhvcmUABNIaBQERAZkHAwENHREBnwcDg9sjAQEBAQEBCQEJAQsBCwEPASEBIwElAScBKQErAS0BDwEVAQMDIwkDAwcGIwMBBQ8jBQclKwMFBQMlCwYDAwMDAwcGAwMBBQcpAwMtBQMBBQcxLwMFBQMtAwMtBQMBBQcxLwMFBQUxDwYbAwUFLzMXBhkDAQM1AwMHBQMBBQcHHQMFBTc5GRQHAzsJAwcVAwMfzgMDAQMDHwkDAwcGHwMBBR+FNQQfB4MfhQkABwMBBQkABwsGAwMDAwMHBgMDAQUJPQsGAwMDAwMHBgMDAQUJQQMDJzMDASMHJxUDAQVDRRsHPxUDAQVHBQMDb20DAQUHJSsDBQUrSw8GGwMFBSdNAwMjCQMDBwYjAwEFH1EFB3EdAwUFU0kPBhsDBQVPVRcGGQMBA1cDAwcFAwEFBwcdAwUFWVsZFAcDXQkDMXkDA4kFAwENBw9BAxUFIYMVBg8DGwOFAwMPBQMBDQcPKQMxBxE/iRUGDwMzA4svBQ+NB40dhwMDkQUDAQ0HDUEDFQUhjxUGDQMbA5EDAw0FAwENBw0pAzEHET+VFQYNAzMDlzEFDZUHk5kdAwMLBQMBAwMLNQMBGwcLFQMBBZudAwMLMwMBMxQLB5ufoQUDJU8DAQsDAyczAwEjBycVAwEFs7UDA5cFAwEbB5cVAwEFubcLBgMDAwO7BwYDAwEFHb0DAz0FAwEDAz2uAwMBKQa2AwMBBcG/JwbCAwMBBcPFAwOJBQMBDQcPQQMVBSHJFQYPAxsDywMDDwUDAQ0HDykDNQcbs88DAw8FAwENBw8pAzcHE8fTLwUPjQfV0c0JAAsDAws1AwEDAwsFAwEDAws1AwEbBwsVAwEFpacDAwszAwEzFAsHpamrBQMTKwMBCwMDkQUDAQ0HDUEDFQUhtRUGDQMbA7cDAw0FAwENBw0pAzUHG7O7AwMNBQMBAwMNBQMBDQcNKQM3BxO/wTEFDZUHucO9CQALAwMLNQMBAwMfCQMDBwYfAwEFH681BB8HSR+vCQAHAwEFCQAHAwMtBQMBBQcxLwMFBQVfDwYbAwUFJ2EXBhkDAQNjAwMHBQMBBQcHHQMFBWVnGRQHA2kJAwsdAwNSA3sDERMGfQMHA4MDAxMJAwMDAxMJAwMRBhMDBwcZh4klBRNLCYUZh4kJAAcDAQUJAAcDA29tAwEFByUrAwUFK2sPBhsDBQUnbRcGGQMBA28DAwcFAwEFBwcdAwUFcXMZFAcDdQkDN3UDAwMJAwMDAwMJAwMRBgMDBwcZg4UDAwMJAwMDAwMJAwMRBgMDGQcbiYsDA03eAgMBEwZNAxkDjz8HTRUDGQWNkS0GhQMvA5MDA0/+AgMBEwZPAxkDlw8GTwMZBY2ZLQaFAy8Dm0EHFgMOAwM/BZWdKwYZA0EDnwMDAwkDAwMDAwkDAwMDAwkDAxEGAwNDCRWjpadDBgMDRQOpAwOHJgMDB0UHhzoDAwcHoautRwc/SgMDBwWHrwMDEwkDAwMDEwkDAxEGEwMHBxmztSUFE0sJsRmztQkABwMBBQkABwMDLQUDAQUHMS8DBQUFdw8GGwMFBSd5FwYZAwEDewMDBwUDAQUHBx0DBQV9fxkUBwOBCQNXtQMDLQUDAQUHMS8DBQUDgwMDczMDATcHcxUDAQUDhwMDdQUDASkGdQMBBYmLCwYDAwMDjQcGAwMBBQmPCwYDAwMDAwcGAwMBBQmTBQdxHQMFBZGVOQZ+AgMFBYWXCwYDAwMDAwcGAwMBBQmbAwMnNQMBIwcnFQMBBZ2fOwOeApICAxcTBj8DFwOhGwc/FQMXBaWjCwYDAwMDKwcGAwMBBQupEwZ5AxcDqwUHeboCAx0Fp60LBgMDAwMrBwYDAwEFDbETBiUDFwOzBQclKwMdBae1DwYbAx0Fr7cDAwMJAwMDAwMJAwMRBgMDHwcXu709BhkDBwO/AwM9ewMREwZ9AwcDwyEGSQMHB5nFwQMDAwkDAwMDAwkDAxEGAwMHBxnJyyEGSQMHB7nNxysGGQMfA88DAxMJAwMDAxMJAwMRBhMDHwcX09UlBRNLCdEX09UJAAcDAQUJAAcfAAEdEQHFBwMlLxEBAQEBAQEJAQkBCwELAQ8BCwYDAwMDAwcGAwMBBQcRAwNf0QMBJwZfAwEFExUDAyMJAwMHBiMDAQUPGQUHJSsDBQUDGwMDPQUDASEGSQMBBx0FHwMDAQUDAR8EAQcXIQEdEQHJBwMXExEBAQEBAQEJAQkBCwELAQ8BCwYDAwMDAwcGAwMBBQkRAwMBBQMBHwQBBRMBBgMBBQEAShkKAhERCwsNJRMTKRUjEx0dJTEbMRsVCVUtFxkRFUUNCRUNFw0JCQkLDQkHER0JCwsNVS0RDQclFQkLDQkJER0dKSMhIyktFSEXCQ0lCwsLCQkLCxkdGSUTHRUpDRcXJSEXFxMVFxsRHSEZGxkZIxcbGRUXDxknIxkXIyMVGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAHNjZi55aWVsZABhcml0aC5pbmRleF9jYXN0AHRwdS5tZW1yZWZfc2xpY2UAYXJpdGguYW5kaQB2ZWN0b3IubG9hZAB2ZWN0b3IuYnJvYWRjYXN0AHRwdS5tZW1yZWZfc3F1ZWV6ZQBhcml0aC5leHR1aQBzY2YuaWYAYXJpdGguYWRkaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLm11bGkAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5taW5zaQBhcml0aC5tYXhzaQBhcml0aC50cnVuY2YAdHB1LmJpdGNhc3QAdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAc2NmLmZvcgBtZW1yZWYuc3RvcmUAYXJpdGguc3ViaQBhcml0aC5vcmkAdHB1LmlvdGEAYXJpdGguZXh0ZgBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAb3BlcmFuZFNlZ21lbnRTaXplcwBwcmVkaWNhdGUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB0cmFuc2Zvcm1fMgB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8zAGdldDoAbWluOgBsdDoAZXE6AGFuZDoAYWRkOgBtYXg6AGJyb2FkY2FzdF9pbl9kaW06AHN3YXA6AGFkZABkbWFfc3RhcnQ6AHN0cmljdF9vcmRlcmluZwBkbWFfd2FpdDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nYXRoZXJfZ21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbXVsOgBtdWwAb3ZlcmZsb3dGbGFncwBhZGQvYWRkAGx0AG5lOgBuZS9uZQBzdWI6AHN1YgBtYXgAb3I6AG9yL29yAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac3dhcC9zd2FwAHN0cmlkZXMAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kAGRpbWVuc2lvbgBjb25jYXRlbmF0ZToAY29uY2F0ZW5hdGUvY29uY2F0ZW5hdGUAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AHNjYW46AHNjYW4Ac3dhcABtYXgvbWF4AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1224736768,\0A\22flops\22:599953244160,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<384x512xi32>, tensor<32768x1024xui32>, tensor<64x2048x640xbf16>) -> tensor<196608x640xbf16>
  return %84 : tensor<196608x640xbf16>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
  %3 = stablehlo.sign %arg0 : tensor<64xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %11 = stablehlo.and %6, %10 : tensor<64xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
  %14 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_4(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_5(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_fwd__cumsum_5(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
