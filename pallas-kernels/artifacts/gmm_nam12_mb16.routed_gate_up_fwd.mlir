func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd(%arg0: tensor<65536x768xbf16>, %arg1: tensor<262144xi32>, %arg2: tensor<32x768x1024xbf16>, %arg3: tensor<32xi32>) -> (tensor<262144x1024xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<16> : tensor<ui32>
  %0 = stablehlo.slice %arg0 [0:65536, 0:384] : (tensor<65536x768xbf16>) -> tensor<65536x384xbf16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<65536x384xbf16>) -> tensor<65536x384xui16>
  %2 = stablehlo.convert %1 : (tensor<65536x384xui16>) -> tensor<65536x384xui32>
  %3 = stablehlo.slice %arg0 [0:65536, 384:768] : (tensor<65536x768xbf16>) -> tensor<65536x384xbf16>
  %4 = stablehlo.bitcast_convert %3 : (tensor<65536x384xbf16>) -> tensor<65536x384xui16>
  %5 = stablehlo.convert %4 : (tensor<65536x384xui16>) -> tensor<65536x384xui32>
  %6 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<65536x384xui32>
  %7 = stablehlo.shift_left %5, %6 : tensor<65536x384xui32>
  %8 = stablehlo.or %2, %7 : tensor<65536x384xui32>
  %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.maximum %arg3, %9 : tensor<32xi32>
  %11 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum(%10) : (tensor<32xi32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %17 = stablehlo.slice %13 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %20 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__floor_divide(%16, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<32xi32>
  %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<32xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<32xi32>
  %27 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__floor_divide(%26, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<32xi32>
  %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %30 = stablehlo.add %28, %29 : tensor<32xi32>
  %31 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where_1(%19, %30, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %32 = stablehlo.add %18, %c_2 : tensor<i32>
  %33 = stablehlo.subtract %32, %c_0 : tensor<i32>
  %34 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__floor_divide_2(%33, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %35 = stablehlo.subtract %c_2, %34 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %37 = stablehlo.concatenate %31, %36, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %38 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %22, %38, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %40 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_4(%37) : (tensor<33xi32>) -> tensor<33xi32>
  %41 = stablehlo.slice %40 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
  %43 = stablehlo.iota dim = 0 : tensor<543xi32>
  %44 = stablehlo.subtract %42, %c_0 : tensor<i32>
  %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %46 = stablehlo.minimum %43, %45 : tensor<543xi32>
  %47 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %52 = stablehlo.convert %51 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %53 = stablehlo.reduce(%52 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %54 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %55 = stablehlo.compare LT, %53, %54, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %57 = stablehlo.add %53, %56 : tensor<543xi32>
  %58 = stablehlo.select %55, %57, %53 : tensor<543xi1>, tensor<543xi32>
  %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %60 = "stablehlo.gather"(%39, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %61 = stablehlo.add %60, %46 : tensor<543xi32>
  %62 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %63 = stablehlo.compare LT, %53, %62, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %65 = stablehlo.add %53, %64 : tensor<543xi32>
  %66 = stablehlo.select %63, %65, %53 : tensor<543xi1>, tensor<543xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %68 = "stablehlo.gather"(%40, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %69 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %70 = stablehlo.compare LT, %53, %69, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %71 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %72 = stablehlo.add %53, %71 : tensor<543xi32>
  %73 = stablehlo.select %70, %72, %53 : tensor<543xi1>, tensor<543xi32>
  %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %75 = "stablehlo.gather"(%37, %74) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %76 = stablehlo.subtract %68, %75 : tensor<543xi32>
  %77 = stablehlo.subtract %61, %76 : tensor<543xi32>
  %78 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.concatenate %16, %78, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %80 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %13, %80, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %82 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.reshape %arg1 : (tensor<262144xi32>) -> tensor<512x512xi32>
  %84 = stablehlo.custom_call @tpu_custom_call(%53, %77, %79, %81, %82, %83, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCQEDBQcBAwkDRwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA64E3gNJAfMHDxMXExcTEwsTG4UXExcTZQ8PFxcTDxcTExcPCwsPExcLDwsPLxcTCwsLCwsLDw8LCwsLDwsXExcXEwsXFxMLCwsXFxMLKwsTCx8TEwsPSwsXC6ULcwsLCwsLGxsLcxsLUxsLGwsPCxMPDwsPDwsPDwsLDwsLDwsTBRFdYWGRhY1NKgIB6QsPEwsTCwsTCwsTCw8LEwsLEwsPEwsLEwsLEwsTCxcLEwsTGwsjFwsTCwsTCxMPEwsTC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLEwtDEwtVQ3MLEwsTC2MLEwsTCw8XFxMTDxMTDxcfBwVZWQFHDwcLHx8bDxsHBxsfHxsfHycrKycnJx8fIx8jI1M7Nx8fIx8FA00C3hkfHVvNAwMRXR0qAi4CAwMR2R2WA5oDHZOKAx2LagMFUR2BygIDA0YC1gNhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAdHgIiAh1nFgIDAzs2Ah2BogNhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AHVvbHWPhHToCPgIDAzl2AwMDO98dZfEDAzsKAh1lDgIDAxFpAwMRjgIRBQAFUwVVHeXnHWtKAgMDOWYDBVcRDRUFWR3r7QMHgzc50gLWAtoCHeYC6gIdZwYDAwEFWwVdBV8FYQVjEQEBHWHVBWUFZwVpBWsRAQUFbQMDEVICHWNWAh1eAmICHWoCbgIdd3YCBW8drgKyAgMDEb4CHX/CAgVxBXMFdR3yAvYCHS4DMgMdi14DBXcDBzl6A34DXY83BXkdk4IDBXsDBTmSA483HWuqAwMDm50FfRENLQMRoaNDpamrrUWvRUexs/+1twV/AQf9+fkNOWFmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABYEjDQcxAQAAAAAAAAAfAgAAAAAAAAEAAAAAAAAABYMFhQWHBYkFiwEJUVG5vwMFU7tXvQlVIw0HMQEAAAAAAAAAAAMAAAAAAAAABAAAAAAAAAMFU8FXwwlZIw0FIQACAAAAAAAAAAQAAAAAAAADBUPHR1UNOwMFQ8tHWQ09Hc8BBY0DAxHTEQF9HdcBBY8RAwEd3QEFkRENCR3jAQWTBZUd6QEFlwWZHe8BBZsdBgIBI3RwdS5tZW1vcnlfc3BhY2U8YW55PgAjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1Lm1lbW9yeV9zcGFjZTxzZW1hcGhvcmVfbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFswXSwgWzBdLCBbMV0sIFswLCAwLCAxLCAxXSwgW10sIFtdPgAFnRENAR0SAgEFnx0aAgEFoQWjHSYCAQWlBacdMgIBBakRDQUFqx1CAgEFrQWvHU4CAQWxEQGBHVoCAQWzBbUdZgIBBbcFuR1yAgEFux16AgEFvR2CAoYCBb8digIBBcERAQIQAwOWApoCBcMjAQMJAAAAAB2iAqYCBcUdqgIBBccFyR22AgEFywMDO0UTEQEdxgIBBc0dzgIBBc8jAQkhAQAAAAEAAAACAAAAAAAAAAXRIwEBAQMDEeICEQFBBdMd7gIBBdUF1x36AgEF2QMDEQIDEQEQAMD/Px0KAwEF2wMDEgNpBd0dGgMeAwXfHSIDAQXhAwMRKgMlBwkAAAAABeMdNgMBBeUDBz4DAgJCAzdGAzcF5wXpBesDA04D2gMF7R1/VgMdWgMBBe8dYgMBBfEjAQcZAQAAAAEAAAAAAAAAHW4DAQXzYWZmaW5lX21hcDwoKSAtPiAoKT4AIwEHGQEAAAACAAAAAAAAACMBDTEBAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAF9R2GAwEF9x2OAwEF+SMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAX7HZ4DAQX9HaYDAQX/HYMBAwMRsgMRAfT/Dx13ugMdvgMBBQICHWHGAx3KAwEFBgIDAxHSAxEB0P///z8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCScFAhACIBEX9wP6EAEhF/cDhQEhAQIEF/cDBQEhCwcX+wMFRyEnBQIQAiABJwUCEAIMARf7AUdyAycFAhACIAUnBQIQAiATF/MFAhACEAEXF/MFBAAQAgwBFxf1BwUCGAIgE6cX9QUCEAIgExcX9QUCEAIgERcX9QUCEAIMARcX9wMCEAEhJwUCEAIMERfzBQUCEAEXF/MDAhABIRf1BQUCDAEXF/MFBQIMARcFIwEBAQkJCwsPISMlJykrLQ8VAQURAQEBCQkLCw8HAQEBBREBAQEJCQsLDwUBAScFAhACGBEnBQIQAhgTJwcFAhgCIBMnBQIYAiATIXRwdS5kbWFfc2VtYXBob3JlAATSGgUBEQGZBwMBDR0RAZ8HA4PbIwEBAQEBAQkBCQELAQsBDwEhASMBJQEnASkBKwEtAQ8BFQEDAyMJAwMHBiMDAQUPIwUHJSsDBQUDJQsGAwMDAwMHBgMDAQUHKQMDLQUDAQUHMS8DBQUDLQMDLQUDAQUHMS8DBQUFMQ8GGwMFBS8zFwYZAwEDNQMDBwUDAQUHBx0DBQU3ORkUBwM7CQMHFQMDH84DAwEDAx8JAwMHBh8DAQUfhTUEHweDH4UJAAcDAQUJAAcLBgMDAwMDBwYDAwEFCT0LBgMDAwMDBwYDAwEFCUEDAyczAwEjBycVAwEFQ0UbBz8VAwEFRwUDA29tAwEFByUrAwUFK0sPBhsDBQUnTQMDIwkDAwcGIwMBBR9RBQdxHQMFBVNJDwYbAwUFT1UXBhkDAQNXAwMHBQMBBQcHHQMFBVlbGRQHA10JAzF5AwOJBQMBDQcPQQMVBSGDFQYPAxsDhQMDDwUDAQ0HDykDMQcRP4kVBg8DMwOLLwUPjQeNHYcDA5EFAwENBw1BAxUFIY8VBg0DGwORAwMNBQMBDQcNKQMxBxE/lRUGDQMzA5cxBQ2VB5OZHQMDCwUDAQMDCzUDARsHCxUDAQWbnQMDCzMDATMUCwebn6EFAyVPAwELAwMnMwMBIwcnFQMBBbO1AwOXBQMBGweXFQMBBbm3CwYDAwMDuwcGAwMBBR29AwM9BQMBAwM9rgMDASkGtgMDAQXBvycGwgMDAQXDxQMDiQUDAQ0HD0EDFQUhyRUGDwMbA8sDAw8FAwENBw8pAzUHG7PPAwMPBQMBDQcPKQM3BxPH0y8FD40H1dHNCQALAwMLNQMBAwMLBQMBAwMLNQMBGwcLFQMBBaWnAwMLMwMBMxQLB6WpqwUDEysDAQsDA5EFAwENBw1BAxUFIbUVBg0DGwO3AwMNBQMBDQcNKQM1BxuzuwMDDQUDAQMDDQUDAQ0HDSkDNwcTv8ExBQ2VB7nDvQkACwMDCzUDAQMDHwkDAwcGHwMBBR+vNQQfB0kfrwkABwMBBQkABwMDLQUDAQUHMS8DBQUFXw8GGwMFBSdhFwYZAwEDYwMDBwUDAQUHBx0DBQVlZxkUBwNpCQMLHQMDUgN7AxETBn0DBwODAwMTCQMDAwMTCQMDEQYTAwcHGYeJJQUTSwmFGYeJCQAHAwEFCQAHAwNvbQMBBQclKwMFBStrDwYbAwUFJ20XBhkDAQNvAwMHBQMBBQcHHQMFBXFzGRQHA3UJAzd1AwMDCQMDAwMDCQMDEQYDAwcHGYOFAwMDCQMDAwMDCQMDEQYDAxkHG4mLAwNN3gIDARMGTQMZA48/B00VAxkFjZEtBoUDLwOTAwNP/gIDARMGTwMZA5cPBk8DGQWNmS0GhQMvA5tBBxYDDgMDPwWVnSsGGQNBA58DAwMJAwMDAwMJAwMDAwMJAwMRBgMDQwkVo6WnQwYDA0UDqQMDhyYDAwdFB4c6AwMHB6GrrUcHP0oDAwcFh68DAxMJAwMDAxMJAwMRBhMDBwcZs7UlBRNLCbEZs7UJAAcDAQUJAAcDAy0FAwEFBzEvAwUFBXcPBhsDBQUneRcGGQMBA3sDAwcFAwEFBwcdAwUFfX8ZFAcDgQkDV7UDAy0FAwEFBzEvAwUFA4MDA3MzAwE3B3MVAwEFA4cDA3UFAwEpBnUDAQWJiwsGAwMDA40HBgMDAQUJjwsGAwMDAwMHBgMDAQUJkwUHcR0DBQWRlTkGfgIDBQWFlwsGAwMDAwMHBgMDAQUJmwMDJzUDASMHJxUDAQWdnzsDngKSAgMXEwY/AxcDoRsHPxUDFwWlowsGAwMDAysHBgMDAQULqRMGeQMXA6sFB3m6AgMdBaetCwYDAwMDKwcGAwMBBQ2xEwYlAxcDswUHJSsDHQWntQ8GGwMdBa+3AwMDCQMDAwMDCQMDEQYDAx8HF7u9PQYZAwcDvwMDPXsDERMGfQMHA8MhBkkDBweZxcEDAwMJAwMDAwMJAwMRBgMDBwcZycshBkkDBwe5zccrBhkDHwPPAwMTCQMDAwMTCQMDEQYTAx8HF9PVJQUTSwnRF9PVCQAHAwEFCQAHHwABHREBxQcDJS8RAQEBAQEBCQEJAQsBCwEPAQsGAwMDAwMHBgMDAQUHEQMDX9EDAScGXwMBBRMVAwMjCQMDBwYjAwEFDxkFByUrAwUFAxsDAz0FAwEhBkkDAQcdBR8DAwEFAwEfBAEHFyEBHREByQcDFxMRAQEBAQEBCQEJAQsBCwEPAQsGAwMDAwMHBgMDAQUJEQMDAQUDAR8EAQUTAQYDAQUBAEoZCgIREQsLDSUTEykVIxMdHSUxGzEbFQlVLRcZERVFDQkVDRcNCQkJCw0JBxEdCQsLDVUtEQ0HJRUJCw0JCREdHSkjISMpLRUhFwkNJQsLCwkJCwsZHRklEx0VKQ0XFyUhFxcTFRcbER0hGRsZGSMXGxkVFw8ZJyMZFyMjFRkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABzY2YueWllbGQAYXJpdGguaW5kZXhfY2FzdAB0cHUubWVtcmVmX3NsaWNlAGFyaXRoLmFuZGkAdmVjdG9yLmxvYWQAdmVjdG9yLmJyb2FkY2FzdAB0cHUubWVtcmVmX3NxdWVlemUAYXJpdGguZXh0dWkAc2NmLmlmAGFyaXRoLmFkZGkAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdABhcml0aC5tdWxpAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgubWluc2kAYXJpdGgubWF4c2kAYXJpdGgudHJ1bmNmAHRwdS5iaXRjYXN0AHRwdS5lbnF1ZXVlX2RtYQB0cHUud2FpdF9kbWEyAHNjZi5mb3IAbWVtcmVmLnN0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHRwdS5pb3RhAGFyaXRoLmV4dGYAYXJpdGguc2hsaQB0cHUuY29uY2F0ZW5hdGUAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAG9wZXJhbmRTZWdtZW50U2l6ZXMAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAdHJhbnNmb3JtXzIAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMwBnZXQ6AG1pbjoAbHQ6AGVxOgBhbmQ6AGFkZDoAbWF4OgBicm9hZGNhc3RfaW5fZGltOgBzd2FwOgBhZGQAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ2F0aGVyX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAG11bDoAbXVsAG92ZXJmbG93RmxhZ3MAYWRkL2FkZABsdABuZToAbmUvbmUAc3ViOgBzdWIAbWF4AG9yOgBvci9vcgBkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXAvc3dhcABzdHJpZGVzAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAHN3YXAAbWF4L21heABtaW4vbWluAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:989855744,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<512x512xi32>, tensor<65536x384xui32>, tensor<32x768x1024xbf16>) -> tensor<262144x1024xbf16>
  return %84 : tensor<262144x1024xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
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
  %14 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_fwd__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
