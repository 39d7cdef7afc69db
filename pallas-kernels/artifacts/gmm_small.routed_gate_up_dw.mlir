func.func private @namtrain_gmm_small_routed_gate_up_dw(%arg0: tensor<1024x256xbf16>, %arg1: tensor<2048xi32>, %arg2: tensor<2048x384xbf16>, %arg3: tensor<8xi32>) -> (tensor<8x256x384xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<7> : tensor<i32>
  %c_2 = stablehlo.constant dense<256> : tensor<i32>
  %c_3 = stablehlo.constant dense<2048> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<16> : tensor<ui32>
  %0 = stablehlo.slice %arg0 [0:1024, 0:128] : (tensor<1024x256xbf16>) -> tensor<1024x128xbf16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<1024x128xbf16>) -> tensor<1024x128xui16>
  %2 = stablehlo.convert %1 : (tensor<1024x128xui16>) -> tensor<1024x128xui32>
  %3 = stablehlo.slice %arg0 [0:1024, 128:256] : (tensor<1024x256xbf16>) -> tensor<1024x128xbf16>
  %4 = stablehlo.bitcast_convert %3 : (tensor<1024x128xbf16>) -> tensor<1024x128xui16>
  %5 = stablehlo.convert %4 : (tensor<1024x128xui16>) -> tensor<1024x128xui32>
  %6 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1024x128xui32>
  %7 = stablehlo.shift_left %5, %6 : tensor<1024x128xui32>
  %8 = stablehlo.or %2, %7 : tensor<1024x128xui32>
  %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %10 = stablehlo.maximum %arg3, %9 : tensor<8xi32>
  %11 = call @namtrain_gmm_small_routed_gate_up_dw__cumsum(%10) : (tensor<8xi32>) -> tensor<8xi32>
  %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %17 = stablehlo.slice %13 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %20 = call @namtrain_gmm_small_routed_gate_up_dw__floor_divide(%16, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<8xi32>
  %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<8xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<8xi32>
  %27 = call @namtrain_gmm_small_routed_gate_up_dw__floor_divide(%26, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<8xi32>
  %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %30 = stablehlo.add %28, %29 : tensor<8xi32>
  %31 = call @namtrain_gmm_small_routed_gate_up_dw___where_1(%19, %30, %c_0) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %33 = stablehlo.concatenate %31, %32, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %34 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %35 = stablehlo.concatenate %22, %34, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %36 = call @namtrain_gmm_small_routed_gate_up_dw__cumsum_2(%33) : (tensor<9xi32>) -> tensor<9xi32>
  %37 = stablehlo.slice %36 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
  %39 = stablehlo.iota dim = 0 : tensor<15xi32>
  %40 = stablehlo.subtract %38, %c_0 : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %42 = stablehlo.minimum %39, %41 : tensor<15xi32>
  %43 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %44 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %47 = stablehlo.compare LE, %45, %46, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %48 = stablehlo.convert %47 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %49 = stablehlo.reduce(%48 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %52 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %53 = stablehlo.add %49, %52 : tensor<15xi32>
  %54 = stablehlo.select %51, %53, %49 : tensor<15xi1>, tensor<15xi32>
  %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %56 = "stablehlo.gather"(%35, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %57 = stablehlo.add %56, %42 : tensor<15xi32>
  %58 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %59 = stablehlo.compare LT, %49, %58, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %60 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %61 = stablehlo.add %49, %60 : tensor<15xi32>
  %62 = stablehlo.select %59, %61, %49 : tensor<15xi1>, tensor<15xi32>
  %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %64 = "stablehlo.gather"(%36, %63) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %65 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %66 = stablehlo.compare LT, %49, %65, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %67 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %68 = stablehlo.add %49, %67 : tensor<15xi32>
  %69 = stablehlo.select %66, %68, %49 : tensor<15xi1>, tensor<15xi32>
  %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %71 = "stablehlo.gather"(%33, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %72 = stablehlo.subtract %64, %71 : tensor<15xi32>
  %73 = stablehlo.subtract %57, %72 : tensor<15xi32>
  %74 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %75 = stablehlo.concatenate %16, %74, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %76 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %77 = stablehlo.concatenate %13, %76, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %78 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.reshape %arg1 : (tensor<2048xi32>) -> tensor<8x256xi32>
  %80 = stablehlo.custom_call @tpu_custom_call(%49, %73, %75, %77, %78, %79, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFdCQEDBQcBAwkDSQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PUQMaBSoEVwHzBw8TExcTFxMXGxMLhRcTFxcPFxdlEwsTFxcXFxMPCxMXExMXKxcLpQ8LExcLFxMTEx8XCwsLCwsLDwsPEwsXCxMLFxcLFwsLExcbFxMXCxcXJxMLCxMLFxMTEwsPSwsXCwtzCwsLCwsbGwtTGwtzGwsbCw8LDw8LDwURYWFdhY2RTSoCAR4CCxMLEwsPEwsLEwsLEwsPCxMLCxMLDxcPEwsLEwsTCw8LEwsTCxcPEwsTCwsTCwsTCxMLJ1MPCxMLFw8LEwsLEwsXHxMLFwsXCxMLCyMLEwsLEwsPEwsTCwsTCxcfCxMLMwsLCxsLUxcPCxMLEwsTC0MTD1VDcw8TDxMPYw8TDxMTDxMPQxcfBwVZWQFVDwcLGxsPHxsHGxsHIx8fHx8fIx8fHx8rJyMjIycnKycrIxsjH1M3OyMfBQNNApIcHx1x5wMDF3Mdp8oDHb4CwgIdreoDHaoDrgMDAxfrAwMt1gMDAzICIgQdjcoCBVNhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgADAz0+AgMDF3cDAxeiAh2yArYCHXHtAwMX2gId3gLiAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAdiZICBVUdjbYDAwMtxgMdBgIKAh0mAioCHW4CcgIdf3oCEQUABVcDAz3xAwM9GgIddR4CHX9aAh1GA0oDAwct2gPeA3OpOx32A/oDBVlhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+ABELFQVbHXUSAh1CAkYCBV0d8gL2Ah2JEgMdnVYDHZ1eAwMFLfIDqTsDAy0WBAMBBV8FYQVjBWUFZxEBAQVpEQEFHXs2AgVrHU4CUgIFbR2DZgIFbwMDPYICHYYCigIFcR2mAqoCBXMFdSMBAQEd/gICAwMDMgM2Ax06Az4DAwM9UQMDF1IDBXcdZgNqAx16A34DAwdZOy2eA4+RHae+AwV5BXsdreIDBX0DAxcCBB17BgQdgw4EAwO3uQV/EQstAxG9v03Bw8XHUclRU8vN/8/RBYEBB/v7/Q1LBYMjCwcxAQAAAAAAAAABAAAAAAAAAA8AAAAAAAAABYUFhwWJBYsFjQEJZ2fT2QMFadVt1wlrIwsFIQABAAAAAAAAgAEAAAAAAAADBWnbbd0JbyMLBzEBAAAAAAAAAAABAAAAAAAAgAEAAAAAAAADBU3hU2sNTQMFTeVTbw1PHekBBY8RAwEd7wEFkRELCSN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4ABZMdDgIBBZUdFgIBBZcRCwEdIgIBBZkFmx0uAgEFnQWfHToCAQWhEQsFBaMdSgIBBaUFpx1WAgEFqR1ZAQMDF2ICEQE5HWoCAQWrBa0ddgIBBa8dfgIBBbERCxEFsx2OAgEFtR2WAgEFtwMDF54CEQMhEQECCAW5Ha4CAQW7Bb0dugIBBb8FwR3GAgEFwx3OAgEFxQMHWTst1gKPkSMBCSEBAAAAAQAAAAMAAAAAAAAAEQEJBccd5gIBBckDAxfuAhEBQQXLHfoCAQXNBc8dBgMBBdEDAxcOAxEBEADA/z8dFgMBBdMDAx4DdwXVHSYDKgMF1x0uAwEF2QXbIwEDCQAAAAAF3R1CAwEF3wXhHU4DAQXjExEBHVoDAQXlHWIDAQXnBekdbgMBBesDAxd2AyUNCQAAAAAF7R2CAwEF7wMHigMCAo4DO5IDOwXxBfMF9QMDmgMmBAX3IwEJIQEAAAABAAAAAgAAAAAAAAADAxemAxMXAQX5HbIDAQX7HboDAQX9HcIDAQX/IwEHGQEAAAABAAAAAAAAAB3OAwEFAgJhZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAUGAh3mAwEFCgId7gMBBQ4CIwELKQEAAAABAAAAAQAAAAAAAAAAAAAABRICHf4DAQUWAhEB+h8dCgQBBRoCHRIEAQUeAiMBBxkBAAAAAwAAAAAAAAADAxceBBEB0P///z8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf1Az0BKRf1AyUBKQECBCcFAggCDBcX9QMFASkHF/kDBVUpF/kBVdIDCxf1BQUCCAEZF/UDAggBKScFAggCDBEnBQIIAgQBJwUCCAIIAScFAggCDAEX9wUFAggBGRf3AwIIASknBQIIAggRJwUCCAIIBScFAggCDAUX8wcFAggCBAFPF/MFAggCBAEZF/MFBQIEARkX9wUFAgQBGRf3BSECCAEZF/cFAiACBAEZF/MFAggCDBEZF/MHBQIIAgwRTxfzBQIIAgwXGRfzBwkCCAIEAU8X9QUJAggBGRf5Aw1VKScHBQIIAgwRJwUCCAIEFwUjAQEBBwcJCQ83OTs9P0FDD0UBBREBAQEHBwkJDwUBAQURAQEBBwcJCQ8HAQEBJwcFAggCBAEnBQIIAggXIXRwdS5kbWFfc2VtYXBob3JlAASGJwUBEQG1BwMBDSERAbsHA7N2AiMBAQEBAQEHAQcBCQEJAQ8BNwE5ATsBPQE/AUEBQwEPAUUBAwMjDwMDCQYjAwEFDyMHBzM/AwUFBSUPBgMDAwMFCQYDAwEFBykDA1UFAwEHB0NBAwUFBS0DAzUdAwElBzUTAwEFBTEDA3kFAwEnBnkDAQUzNQ8GAwMDAzcJBgMDAQUHOQcHVxsDBQU7KzUGfQMFBS89AwMjDwMDCQYjAwEFD0EDAzUdAwElBzUTAwEFQ0UHB0NBAwUFBUcDA0UdAwETB0UTAwEFBUsDA4FeAgMBKQaBAwEFTU8PBgMDAwNRCQYDAwEFB1MHB1cbAwUFVSs1Bn0DBQVJVw8GAwMDAysJBgMDAQULWw8GAwMDAysJBgMDAQUNXwMDVQUDAQcHQ0EDBQUFYw8GAwMDAwUJBgMDAQUJZw8GAwMDAwUJBgMDAQUJawMDNx0DASsHNxMDAQVtbxMHORMDAQVxAQcHh4UDBQVhXRUGKwMFBSd1AwMjmgIDAwkGIwMBBQ15AwM1HQMBJQc1EwMBBXt9AwOLHwMBQQaLAwEFf4EXBiEDAQNlAwMJBQMBBwcJGwMFBYWHGRQJA4kJAwcVAwMvGgQDAQMDLw8DAwkGLwMBBR+1PwQvB7MftQ0ACQMBBQ0ACQMDIw8DAwkGIwMBBR+LBwdXGwMFBY1zFQYrAwUFd48XBiEDAQORAwMJBQMBBwcJGwMFBZOVGRQJA5cJAyVdAwNVBQMBBwdDQQMFBWmzFwYhAwEDtQMDCQUDAQcHCRsDBQW3uRkUCQO7CQMzdQMDJyUDAR0GJwMBBWnXAwOlJQMBBQcHMQMTBSHbCwYHAxUD3QMDBwUDAQUHBxEDGQcd2eELBgcDGwPjAwMHBQMBBQcHEQMlBxFp5wsGBwMnA+kfBQdJB+vl3wMDqyUDAQUHCzEDEwUh7QsGCwMVA+8DAwsFAwEFBwsRAxkHHdnzCwYLAxsD9QMDCwUDAQUHCxEDJQcRafkLBgsDJwP7MwULYwfx/fcDAw0FAwEDAw0fAwETBw0TAwEF/wICAwMNHQMBMRQNB/8GAgoCBQMpVwMBDQMDAwUDAQUHAxEDGQcd2RYCCwYDAxsDGgIPBgMDAwMSAgkGAwMBBR4CIgIDA0sFAwEDA0uvAwEnBrEDAQUqAiYCKQazAwEFLgIyAgUHBzEDEwUh2QsGBwMVAzoCAwMHBQMBAwMHBQMBBQcHZQMvCRvZQgJGAgsGBwMxA0oCAwMHBQMBBQcHEQMzB04CEgJSAgMDBwUDAQUHBxEDNQcTNgJaAh8FB0kHXgJWAj4CDQANAwMNHwMBDQAJAwEFDQAJAwMnJQMBHQYnAwEFab0DAw0FAwEDAw0fAwETBw0TAwEFwcMDAw0dAwExFA0HwcXHBQMZNwMBDQUHCzEDEwUhvwsGCwMVA9kDAwsFAwEDAwsFAwEFBwtlAy8JG7/d3wsGCwMxA+EDAwsFAwEFBwsRAzMH49flAwMLBQMBAwMLBQMBBQcLEQM1BxPp6zMFC2MH2+3nDQANAwMNHwMBBwczPwMFBWmDFwYhAwEDywMDCQUDAQcHCRsDBQXNzxkUCQPRCQM3fQMDRR0DARMHRRMDAQVp1wMDJyUDAR0GJwMBBdnbAwOlJQMBBQcHMQMTBSHfCwYHAxUD4QMDBwUDAQUHBxEDGQcd3eULBgcDGwPnAwMHBQMBBQcHEQMlBxHZ6wsGBwMnA+0fBQdJB+/p4wMDqyUDAQUHCzEDEwUh8QsGCwMVA/MDAwsFAwEFBwsRAxkHHd33CwYLAxsD+QMDCwUDAQUHCxEDJQcR2f0LBgsDJwP/MwULYwf1AgL7AwMNBQMBAwMNHwMBEwcNEwMBBQYCCgIDAw0dAwExFA0HBgIOAhICBQMpVwMBDQMDAwUDAQUHAxEDGQcd3R4CCwYDAxsDIgIPBgMDAwMaAgkGAwMBBSYCKgIDA0sFAwEDA0uvAwEnBrEDAQUyAi4CKQazAwEFNgI6AgUHBzEDEwUh3QsGBwMVA0ICAwMHBQMBAwMHBQMBBQcHZQMvCRvdSgJOAgsGBwMxA1ICAwMHBQMBBQcHEQMzB1YCGgJaAgMDBwUDAQUHBxEDNQcTPgJiAh8FB0kHZgJeAkYCDQANAwMNHwMBDQAJAwEFDQAJAwMvDwMDCQYvAwEFH9M/BC8Hcx/TDQAJAwEFDQAJFQYrAwUFJz8XBiEDAQOZAwMJBQMBBwcJGwMFBZudGRQJA58JAwsdAwNfogMDFxEGYQMNA7MDAxUPAwMDAxUPAwMbBhUDDQcZt7kvBRWjCbUZt7kNAAkDAQUNAAkHB4eFAwUFYV0VBisDBQUnoRcGIQMBA6MDAwkFAwEHBwkbAwUFpacZFAkDqQkDe/0DAwMPAwMDAwMPAwMbBgMDDQcZs7UPBgMDAwMFCQYDAwEFCbkDAyclAwEdBicDAQW7vQ8GAwMDA78DAwMPAwMDAwMPAwMbBgMDUQkbwcPFLQYDAx8DxwMDW+oCAwERBlsDHwPLQwdbEwMfBcnNOQaTA0kDzwMDXQoDAwERBl0DHwPTFQZdAx8FydU5BpMDSQPXRQciAxoDA1MF0dk3BiEDKQPbDwYDAwMDBQkGAwMBBQnfAwM3HwMBKwc3EwMBBeHjOwOXlQMhEQY5AyED5RMHORMDIQXp5xEGRwMhA10HB0eZAysF6+0RBjMDIQNhBwczPwMrBevxFQYrAysF7/MDA1+bAxERBmEDKQP3PQafAykH9d35AwMDDwMDAwMDDwMDGwYDAx0HFf3/DwYDAwMDBQkGAwMBBQkGAgMDNx8DASsHNxMDAQUKAg4COwOXlQMjEQY5AyMDEgITBzkTAyMFGgIWAhEGRwMjA10HB0eZAy0FHgIiAhEGMwMjA2EHBzM/Ay0FHgIqAhUGKwMtBSYCLgIDA1+bAxERBmEDHQM2Aj0GnwMdBzICAgI6AgMDoXIDAw1HB6GGAwMNB/s+AkICSQc5lgMDDQW3RgIDAxUPAwMDAxUPAwMbBhUDDQcZTgJSAi8FFaMJSgIZTgJSAg0ACQMBBQ0ACRUGKwMFBSdZFwYhAwEDqwMDCQUDAQcHCRsDBQWtrxkUCQOxCQMVMQMDAw8DAwMDAw8DAxsGAwMNBxmztTcGIQMdA7cDAxUPAwMDAxUPAwMDAxUPAwMbBhUDRwkXu72/LQYVAx0DwS0GFQNHA7kvBRXSAgvFF7u9vw0ACQMBBQ0ACSMAASERAd8HAxcTEQEBAQEBAQcBBwEJAQkBDwEPBgMDAwMFCQYDAwEFCREDAwEFAwEjBAEFEwMhEQHjBwMXExEBAQEBAQEHAQcBCQEJAQ8BDwYDAwMDBQkGAwMBBQcRAwMBBQMBIwQBBxMBAwYDAQUBAP4ZIgIREQkLJRMTKRULCw0THR0lMRslFUUjDQkVDRcxGxUJVS0XGQkLFQsNVS0JCxENCREJCwkNCQ0JCR0JCw0HDQkJER0dKyMhIyktFSEXJRENCwsLCwkLGR0ZJQkTHRUpDRcXIRcZGxsTGRsVHREjJRcZGRcZFSEZGQ8ZFxcjIxUnGRcjHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAdHB1Lm1lbXJlZl9zbGljZQBhcml0aC5jbXBpAG1lbXJlZi5sb2FkAHRwdS5tZW1yZWZfc3F1ZWV6ZQBzY2YueWllbGQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AGFyaXRoLmFkZGkAYXJpdGguYW5kaQBhcml0aC5leHR1aQBzY2YuaWYAdmVjdG9yLmxvYWQAYXJpdGgucmVtc2kAdHB1LmVucXVldWVfZG1hAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLm11bGkAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1LnZlY3Rvcl9zdG9yZQBzY2YuZm9yAHRwdS53YWl0X2RtYTIAYXJpdGgub3JpAGFyaXRoLnRydW5jZgB0cHUuYml0Y2FzdAB0cHUuaW90YQBhcml0aC5zZWxlY3QAbWVtcmVmLnN0b3JlAGFyaXRoLmRpdnNpAGFyaXRoLnNobGkAdHB1LmNvbmNhdGVuYXRlAHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBvcGVyYW5kU2VnbWVudFNpemVzAHByZWRpY2F0ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAGFkZAB0cmFuc2Zvcm1faW5kaWNlcwB0cmFuc2Zvcm1fMgB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8zAGdldDoAZXE6AG1heDoAYWRkOgBtaW46AGFuZDoAc3dhcDoAc3RyaWRlcwBicm9hZGNhc3RfaW5fZGltOgBkbWFfc3RhcnQ6AHN0cmljdF9vcmRlcmluZwBkbWFfd2FpdDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nYXRoZXJfdGdtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABnZXQAbHQ6AGx0L2x0AGVxAGVxL2VxAHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbWluAG11bDoAbXVsAGFkZC9hZGQAZ3Q6AGd0L2d0AGFuZC9hbmQAZGl2OgBkaXYAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAc3dhcC9zd2FwAHJlbToAcmVtAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABzY2FuOgBzY2FuAHN3YXAAZG1hX3N0YXJ0AGRtYV9zdGFydC9kbWFfc3RhcnQAcHJpb3JpdHkAZG1hX3dhaXQAZG1hX3dhaXQvZG1hX3dhaXQAaml0OgBqaXQAbWF4L21heABtaW4vbWluAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:6488064,\0A\22flops\22:754974720,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<8x256xi32>, tensor<1024x128xui32>, tensor<2048x384xbf16>) -> tensor<8x256x384xbf16>
  return %80 : tensor<8x256x384xbf16>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_dw__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
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
  %14 = call @namtrain_gmm_small_routed_gate_up_dw___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw__cumsum_2(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_dw__cumsum_3(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dw__cumsum_3(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
