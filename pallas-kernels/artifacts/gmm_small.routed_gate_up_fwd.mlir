func.func private @namtrain_gmm_small_routed_gate_up_fwd(%arg0: tensor<1024x256xbf16>, %arg1: tensor<2048xi32>, %arg2: tensor<8x256x384xbf16>, %arg3: tensor<8xi32>) -> (tensor<2048x384xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<8> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<2048> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<16> : tensor<ui32>
  %0 = stablehlo.slice %arg0 [0:1024, 0:128] : (tensor<1024x256xbf16>) -> tensor<1024x128xbf16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<1024x128xbf16>) -> tensor<1024x128xui16>
  %2 = stablehlo.convert %1 : (tensor<1024x128xui16>) -> tensor<1024x128xui32>
  %3 = stablehlo.slice %arg0 [0:1024, 128:256] : (tensor<1024x256xbf16>) -> tensor<1024x128xbf16>
  %4 = stablehlo.bitcast_convert %3 : (tensor<1024x128xbf16>) -> tensor<1024x128xui16>
  %5 = stablehlo.convert %4 : (tensor<1024x128xui16>) -> tensor<1024x128xui32>
  %6 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<1024x128xui32>
  %7 = stablehlo.shift_left %5, %6 : tensor<1024x128xui32>
  %8 = stablehlo.or %2, %7 : tensor<1024x128xui32>
  %9 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %10 = stablehlo.maximum %arg3, %9 : tensor<8xi32>
  %11 = call @namtrain_gmm_small_routed_gate_up_fwd__cumsum(%10) : (tensor<8xi32>) -> tensor<8xi32>
  %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %17 = stablehlo.slice %13 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %20 = call @namtrain_gmm_small_routed_gate_up_fwd__floor_divide(%16, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<8xi32>
  %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<8xi32>
  %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<8xi32>
  %27 = call @namtrain_gmm_small_routed_gate_up_fwd__floor_divide(%26, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<8xi32>
  %29 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %30 = stablehlo.add %28, %29 : tensor<8xi32>
  %31 = call @namtrain_gmm_small_routed_gate_up_fwd___where_1(%19, %30, %c_5) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %32 = stablehlo.add %18, %c_3 : tensor<i32>
  %33 = stablehlo.subtract %32, %c_1 : tensor<i32>
  %34 = call @namtrain_gmm_small_routed_gate_up_fwd__floor_divide_2(%33, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %35 = stablehlo.subtract %c_0, %34 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %37 = stablehlo.concatenate %31, %36, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %22, %38, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %40 = call @namtrain_gmm_small_routed_gate_up_fwd__cumsum_4(%37) : (tensor<9xi32>) -> tensor<9xi32>
  %41 = stablehlo.slice %40 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
  %43 = stablehlo.iota dim = 0 : tensor<15xi32>
  %44 = stablehlo.subtract %42, %c_1 : tensor<i32>
  %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %46 = stablehlo.minimum %43, %45 : tensor<15xi32>
  %47 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %52 = stablehlo.convert %51 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %53 = stablehlo.reduce(%52 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %54 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %55 = stablehlo.compare LT, %53, %54, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %57 = stablehlo.add %53, %56 : tensor<15xi32>
  %58 = stablehlo.select %55, %57, %53 : tensor<15xi1>, tensor<15xi32>
  %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %60 = "stablehlo.gather"(%39, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %61 = stablehlo.add %60, %46 : tensor<15xi32>
  %62 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %63 = stablehlo.compare LT, %53, %62, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %65 = stablehlo.add %53, %64 : tensor<15xi32>
  %66 = stablehlo.select %63, %65, %53 : tensor<15xi1>, tensor<15xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %68 = "stablehlo.gather"(%40, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %69 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %70 = stablehlo.compare LT, %53, %69, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %71 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %72 = stablehlo.add %53, %71 : tensor<15xi32>
  %73 = stablehlo.select %70, %72, %53 : tensor<15xi1>, tensor<15xi32>
  %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %75 = "stablehlo.gather"(%37, %74) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %76 = stablehlo.subtract %68, %75 : tensor<15xi32>
  %77 = stablehlo.subtract %61, %76 : tensor<15xi32>
  %78 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.concatenate %16, %78, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %80 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %13, %80, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %82 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.reshape %arg1 : (tensor<2048xi32>) -> tensor<8x256xi32>
  %84 = stablehlo.custom_call @tpu_custom_call(%53, %77, %79, %81, %82, %83, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCQEDBQcBAwkDRwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA6oE3gNHAfMHDxMXExcTEwsTG4UXExcTZQ8PFxcTDxcTExcPCwsPExcLDwsPLxcTCwsLCwsLDw8LCwsLDwsXExcXEwsXFxMLCwsXFxMLKwsTCx8TEwsPSwsXC6ULcwsLCwsLGxsLcxsLUxsLGwsPCxMPDwsPDwsPDwsLDwsLDwsTBRFdYWGRhY1NKgIB6QsPEwsTCwsTCwsTCw8LEwsLEwsPEwsLEwsLEwsTCxcLEwsTGwsjFwsTCwsTCxMPEwsTC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLEwtDEwtVQ3MLEwsTC2MLEwsTCw8XExMTDxMTDxcfBwVZWQFFDwcLHxsbDxsHGwcfHx8bHyMnKycnJx8fIx8jI1M7Nx8fIwUDTQKyGR8dW80DAxFdHSoCLgIDAxHZHZYDmgMdk4oDHYtqAwVRHYHKAgMDRgLWA2FmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AB0eAiICHWcWAgMDOzYCHYGiA2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAdW9sdY+EdOgI+AgMDOXYDAwM73x1l8QMDOwoCHWUOAgMDEWkDAxGOAhEFAAVTBVUd5ecda0oCAwM5ZgMFVxENFQVZHevtAweDNznSAtYC2gId5gLqAh1nBgMDAQVbBV0FXwVhBWMRAQEdYdUFZQVnBWkFaxEBBQVtAwMRUgIdY1YCHV4CYgIdagJuAh13dgIFbx2uArICAwMRvgIdf8ICBXEFcwV1HfIC9gIdLgMyAx2LXgMFdwMHOXoDfgNdjzcFeR2TggMFewMFOZIDjzcda6oDAwObnQV9EQ0tAxGho0OlqautRa9FR7Gz/7W3BX8BB/35+Q05YWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFgSMNBzEBAAAAAAAAAA8AAAAAAAAAAQAAAAAAAAAFgwWFBYcFiQWLAQlRUbm/AwVTu1e9CVUjDQcxAQAAAAAAAAAAAQAAAAAAAIABAAAAAAAAAwVTwVfDCVkjDQUhAAEAAAAAAACAAQAAAAAAAAMFQ8dHVQ07AwVDy0dZDT0dzwEFjQMDEdMRAR0d1wEFjxEDAR3dAQWREQ0JHeMBBZMFlR3pAQWXBZkd7wEFmx0GAgEjdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUubWVtb3J5X3NwYWNlPHNlbWFwaG9yZV9tZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5jb3JlX3R5cGU8dGM+ACN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFsxXSwgWzBdLCBbMF0sIFsxXSwgWzAsIDAsIDEsIDFdLCBbXSwgW10+AAWdEQ0BHRICAQWfHRoCAQWhBaMdJgIBBaUFpx0yAgEFqRENBQWrHUICAQWtBa8dTgIBBbERASEdWgIBBbMFtR1mAgEFtwW5HXICAQW7HXoCAQW9HYIChgIFvx2KAgEFwREBAggDA5YCmgIFwyMBAwkAAAAAHaICpgIFxR2qAgEFxwXJHbYCAQXLAwM7RRMRAR3GAgEFzR3OAgEFzyMBCSEBAAAAAQAAAAIAAAAAAAAABdEjAQEBAwMR4gIRAUEF0x3uAgEF1QXXHfoCAQXZAwMRAgMRARAAwP8/HQoDAQXbAwMSA2kF3R0aAx4DBd8dIgMBBeEDAxEqAyUHCQAAAAAF4x02AwEF5QMHPgMCAkIDN0YDNwXnBekF6wMDTgPaAwXtHX9WAx1aAwEF7x1iAwEF8SMBBxkBAAAAAQAAAAAAAAAdbgMBBfNhZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAX1HYYDAQX3HY4DAQX5IwELKQEAAAABAAAAAQAAAAAAAAAAAAAABfsdngMBBf0dpgMBBf8dgwEDAxGyAxEB+h8dd7oDHb4DAQUCAh1hxgMdygMBBQYCAwMR0gMRAdD///8/I2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgABAgIDAQknBQIIAgwRF/cDPQEhF/cDJQEhAQIEF/cDBQEhCxf7AwVFIQcnBQIIAgwBJwUCCAIEAScFAggCDBUX+wFFcgMnBQIIAgwFF/MFIQIIARcX8wUCIAIEARcX9QcFAggCDBWnF/UFAggCDBUXF/UFAggCDBEXF/UFAggCBAEXF/cDAggBIScFAggCBBEX8wUFAggBFxfzAwIIASEX9QUFAgQBFxfzBQUCBAEXBSMBAQEJCQsLDyEjJScpKy0PEwEFEQEBAQkJCwsPBwEBAQURAQEBCQkLCw8FAQEnBQIIAggRJwUCCAIIFScHBQIIAgwVIXRwdS5kbWFfc2VtYXBob3JlAATSGgUBEQGZBwMBDR0RAZ8HA4PbIwEBAQEBAQkBCQELAQsBDwEhASMBJQEnASkBKwEtAQ8BEwEDAyMJAwMHBiMDAQUPIwUHJSsDBQUDJQsGAwMDAwMHBgMDAQUHKQMDLQUDAQUHMS8DBQUDLQMDLQUDAQUHMS8DBQUFMQ8GGwMFBS8zFwYZAwEDNQMDBwUDAQUHBx0DBQU3ORkUBwM7CQMHFQMDH84DAwEDAx8JAwMHBh8DAQUfhTUEHweDH4UJAAcDAQUJAAcLBgMDAwMDBwYDAwEFCT0LBgMDAwMDBwYDAwEFCUEDAyczAwEjBycVAwEFQ0UbBz8VAwEFRwUDA29tAwEFByUrAwUFK0sPBhsDBQUnTQMDIwkDAwcGIwMBBR9RBQdxHQMFBVNJDwYbAwUFT1UXBhkDAQNXAwMHBQMBBQcHHQMFBVlbGRQHA10JAzF5AwOJBQMBDQcPQQMTBSGDFQYPAx0DhQMDDwUDAQ0HDykDMQcRP4kVBg8DMwOLLwUPjQeNHYcDA5EFAwENBw1BAxMFIY8VBg0DHQORAwMNBQMBDQcNKQMxBxE/lRUGDQMzA5cxBQ2VB5OZHQMDCwUDAQMDCzUDARsHCxUDAQWbnQMDCzMDATMUCwebn6EFAyVPAwELAwMnMwMBIwcnFQMBBbO1AwOXBQMBGweXFQMBBbm3CwYDAwMDuwcGAwMBBR29AwM9BQMBAwM9rgMDASkGtgMDAQXBvycGwgMDAQXDxQMDiQUDAQ0HD0EDEwUhyRUGDwMdA8sDAw8FAwENBw8pAzUHG7PPAwMPBQMBDQcPKQM3BxPH0y8FD40H1dHNCQALAwMLNQMBAwMLBQMBAwMLNQMBGwcLFQMBBaWnAwMLMwMBMxQLB6WpqwUDEysDAQsDA5EFAwENBw1BAxMFIbUVBg0DHQO3AwMNBQMBDQcNKQM1BxuzuwMDDQUDAQMDDQUDAQ0HDSkDNwcTv8ExBQ2VB7nDvQkACwMDCzUDAQMDHwkDAwcGHwMBBR+vNQQfB0kfrwkABwMBBQkABwMDLQUDAQUHMS8DBQUFXw8GGwMFBSdhFwYZAwEDYwMDBwUDAQUHBx0DBQVlZxkUBwNpCQMLHQMDUgN7AxETBn0DBwODAwMTCQMDAwMTCQMDEQYTAwcHGYeJJQUTSwmFGYeJCQAHAwEFCQAHAwNvbQMBBQclKwMFBStrDwYbAwUFJ20XBhkDAQNvAwMHBQMBBQcHHQMFBXFzGRQHA3UJAzd1AwMDCQMDAwMDCQMDEQYDAwcHGYOFAwMDCQMDAwMDCQMDEQYDAxkHG4mLAwNN3gIDARMGTQMZA48/B00VAxkFjZEtBoUDLwOTAwNP/gIDARMGTwMZA5cPBk8DGQWNmS0GhQMvA5tBBxYDDgMDPwWVnSsGGQNBA58DAwMJAwMDAwMJAwMDAwMJAwMRBgMDQwkVo6WnQwYDAxsDqQMDhyYDAwdFB4c6AwMHB6GrrUcHP0oDAwcFh68DAxMJAwMDAxMJAwMRBhMDBwcZs7UlBRNLCbEZs7UJAAcDAQUJAAcDAy0FAwEFBzEvAwUFBXcPBhsDBQUneRcGGQMBA3sDAwcFAwEFBwcdAwUFfX8ZFAcDgQkDV7UDAy0FAwEFBzEvAwUFA4MDA3MzAwE3B3MVAwEFA4cDA3UFAwEpBnUDAQWJiwsGAwMDA40HBgMDAQUJjwsGAwMDAwMHBgMDAQUJkwUHcR0DBQWRlTkGfgIDBQWFlwsGAwMDAwMHBgMDAQUJmwMDJzUDASMHJxUDAQWdnzsDngKSAgMXEwY/AxcDoRsHPxUDFwWlowsGAwMDAysHBgMDAQULqRMGeQMXA6sFB3m6AgMfBaetCwYDAwMDKwcGAwMBBQ2xEwYlAxcDswUHJSsDHwWntQ8GGwMfBa+3AwMDCQMDAwMDCQMDEQYDAxsHF7u9PQYZAwcDvwMDPXsDERMGfQMHA8MhBkkDBweZxcEDAwMJAwMDAwMJAwMRBgMDBwcZycshBkkDBwe5zccrBhkDGwPPAwMTCQMDAwMTCQMDEQYTAxsHF9PVJQUTSwnRF9PVCQAHAwEFCQAHHwABHREBxQcDJS8RAQEBAQEBCQEJAQsBCwEPAQsGAwMDAwMHBgMDAQUHEQMDX9EDAScGXwMBBRMVAwMjCQMDBwYjAwEFDxkFByUrAwUFAxsDAz0FAwEhBkkDAQcdBR8DAwEFAwEfBAEHFyEBHREByQcDFxMRAQEBAQEBCQEJAQsBCwEPAQsGAwMDAwMHBgMDAQUJEQMDAQUDAR8EAQUTAQYDAQUBAEoZCgIREQsLDSUTEykVIxMdHSUxGzEbFQlVLRcZERVFDQkVDRcNCQkJCw0JBxEdCQsLDVUtEQ0HJRUJCw0JCREdHSkjISMpLRUhFwkNJQsLCwkJCwsZHRklEx0VKQ0XFyUhFxcTFRcbER0hGRsZGSMXGxkVFw8ZJyMZFyMjFRkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABzY2YueWllbGQAYXJpdGguaW5kZXhfY2FzdAB0cHUubWVtcmVmX3NsaWNlAGFyaXRoLmFuZGkAdmVjdG9yLmxvYWQAdmVjdG9yLmJyb2FkY2FzdAB0cHUubWVtcmVmX3NxdWVlemUAYXJpdGguZXh0dWkAc2NmLmlmAGFyaXRoLmFkZGkAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdABhcml0aC5tdWxpAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgubWluc2kAYXJpdGgubWF4c2kAYXJpdGgudHJ1bmNmAHRwdS5iaXRjYXN0AHRwdS5lbnF1ZXVlX2RtYQB0cHUud2FpdF9kbWEyAHNjZi5mb3IAbWVtcmVmLnN0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHRwdS5pb3RhAGFyaXRoLmV4dGYAYXJpdGguc2hsaQB0cHUuY29uY2F0ZW5hdGUAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAG9wZXJhbmRTZWdtZW50U2l6ZXMAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAdHJhbnNmb3JtXzIAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMwBnZXQ6AG1pbjoAbHQ6AGVxOgBhbmQ6AGFkZDoAbWF4OgBicm9hZGNhc3RfaW5fZGltOgBzd2FwOgBhZGQAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ2F0aGVyX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAG11bDoAbXVsAG92ZXJmbG93RmxhZ3MAYWRkL2FkZABsdABuZToAbmUvbmUAc3ViOgBzdWIAbWF4AG9yOgBvci9vcgBkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXAvc3dhcABzdHJpZGVzAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAHN3YXAAbWF4L21heABtaW4vbWluAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:4194304,\0A\22flops\22:754974720,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<8x256xi32>, tensor<1024x128xui32>, tensor<8x256x384xbf16>) -> tensor<2048x384xbf16>
  return %84 : tensor<2048x384xbf16>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_fwd__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
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
  %14 = call @namtrain_gmm_small_routed_gate_up_fwd___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_routed_gate_up_fwd___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__cumsum_4(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_fwd__cumsum_5(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_fwd__cumsum_5(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
