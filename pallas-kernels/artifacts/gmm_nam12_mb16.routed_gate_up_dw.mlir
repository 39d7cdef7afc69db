func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw(%arg0: tensor<65536x768xbf16>, %arg1: tensor<262144xi32>, %arg2: tensor<262144x1024xbf16>, %arg3: tensor<32xi32>) -> (tensor<32x768x1024xbf16> {jax.result_info = "result"}) {
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
  %11 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum(%10) : (tensor<32xi32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %17 = stablehlo.slice %13 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %20 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__floor_divide(%16, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<32xi32>
  %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<32xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<32xi32>
  %27 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__floor_divide(%26, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<32xi32>
  %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %30 = stablehlo.add %28, %29 : tensor<32xi32>
  %31 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw___where_1(%19, %30, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %33 = stablehlo.concatenate %31, %32, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %34 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %35 = stablehlo.concatenate %22, %34, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %36 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_2(%33) : (tensor<33xi32>) -> tensor<33xi32>
  %37 = stablehlo.slice %36 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
  %39 = stablehlo.iota dim = 0 : tensor<543xi32>
  %40 = stablehlo.subtract %38, %c_0 : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %42 = stablehlo.minimum %39, %41 : tensor<543xi32>
  %43 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %44 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %47 = stablehlo.compare LE, %45, %46, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %48 = stablehlo.convert %47 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %49 = stablehlo.reduce(%48 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %52 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %53 = stablehlo.add %49, %52 : tensor<543xi32>
  %54 = stablehlo.select %51, %53, %49 : tensor<543xi1>, tensor<543xi32>
  %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %56 = "stablehlo.gather"(%35, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %57 = stablehlo.add %56, %42 : tensor<543xi32>
  %58 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %59 = stablehlo.compare LT, %49, %58, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %60 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %61 = stablehlo.add %49, %60 : tensor<543xi32>
  %62 = stablehlo.select %59, %61, %49 : tensor<543xi1>, tensor<543xi32>
  %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %64 = "stablehlo.gather"(%36, %63) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %66 = stablehlo.compare LT, %49, %65, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %67 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %68 = stablehlo.add %49, %67 : tensor<543xi32>
  %69 = stablehlo.select %66, %68, %49 : tensor<543xi1>, tensor<543xi32>
  %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %71 = "stablehlo.gather"(%33, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %72 = stablehlo.subtract %64, %71 : tensor<543xi32>
  %73 = stablehlo.subtract %57, %72 : tensor<543xi32>
  %74 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %75 = stablehlo.concatenate %16, %74, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %76 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %77 = stablehlo.concatenate %13, %76, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %78 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.reshape %arg1 : (tensor<262144xi32>) -> tensor<512x512xi32>
  %80 = stablehlo.custom_call @tpu_custom_call(%49, %73, %75, %77, %78, %79, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFdCQEDBQcBAwkDSQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PUQMeBSoEWQHzBw8TExcTFxMXGxMLhRcTFxcPFxdlEwsTFxcXFxMPCxMXExMXKxcLpQ8LExcLFxMTEx8XCwsLCwsLDwsPEwsXCxMLFxcLFwsLExcbFxMXCxcXJxMLCxMLFxMTEwsPSwsXCwtzCwsLCwsbGwtTGwtzGwsbCw8LDw8LDwURYWFdhY2RTSoCAR4CCxMLEwsPEwsLEwsLEwsPCxMLCxMLDxcTEwsLEwsTCw8LEwsTCxcPEwsTCwsTCwsTCxMLJ1MPCxMLFw8LEwsLEwsXHxMLFwsXCxMLCyMLEwsLEwsPEwsTCwsTCxcfCxMLMwsLCxsLUxcPCxMLEwsTC0MTD1VDcw8TDxMPYw8TDxcTDxMPQxcfBwVZWQFXDwcLHxsPBx8bGxsHIx8fHx8jHx8fHx8rJyMjJysnKycrIxsfIx9TNzsjHwUDTQLCHB8dcecDAxdzHafKAx2+AsICHa3qAx2qA64DAwMX6wMDLdYDAwMyAiIEHY3KAgVTYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4AAwM9PgIDAxd3AwMXogIdsgK2Ah1x7QMDF9oCHd4C4gJhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AHYmSAgVVHY22AwMDLcYDHQYCCgIdJgIqAh1uAnICHX96AhEFAAVXAwM98QMDPRoCHXUeAh1/WgIdRgNKAwMHLdoD3gNzqTsd9gP6AwVZYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgARCxUFWx11EgIdQgJGAgVdHfIC9gIdiRIDHZ1WAx2dXgMDBS3yA6k7AwMtFgQDAQVfBWEFYwVlBWcRAQEFaREBBR17NgIFax1OAlICBW0dg2YCBW8DAz2CAh2GAooCBXEdpgKqAgVzBXUjAQEBHf4CAgMDAzIDNgMdOgM+AwMDPVEDAxdSAwV3HWYDagMdegN+AwMHWTstngOPkR2nvgMFeQV7Ha3iAwV9AwMXAgQdewYEHYMOBAMDt7kFfxELLQMRvb9NwcPFx1HJUVPLzf/P0QWBAQf7+/0NTQWDIwsHMQEAAAAAAAAAAQAAAAAAAAAfAgAAAAAAAAWFBYcFiQWLBY0BCWdn09kDBWnVbdcJayMLBSEAAgAAAAAAAAAEAAAAAAAAAwVp223dCW8jCwcxAQAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAwVN4VNrDU8DBU3lU28NUR3pAQWPEQMBHe8BBZERCwkjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHNlbWFwaG9yZV9tZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFswXSwgWzBdLCBbMV0sIFsxXSwgWzAsIDEsIDEsIDFdLCBbXSwgW10+AAWTHQ4CAQWVHRYCAQWXEQsBHSICAQWZBZsdLgIBBZ0Fnx06AgEFoRELBQWjHUoCAQWlBacdVgIBBakdWQEDAxdiAhEB8hAdagIBBasFrR12AgEFrx1+AgEFsRELEQWzHY4CAQW1HZYCAQW3AwMXngIRA4ERAQIQBbkdrgIBBbsFvR26AgEFvwXBHcYCAQXDHc4CAQXFAwdZOy3WAo+RIwEJIQEAAAABAAAAAwAAAAAAAAARAQkFxx3mAgEFyQMDF+4CEQFBBcsd+gIBBc0Fzx0GAwEF0QMDFw4DEQEQAMD/Px0WAwEF0wMDHgN3BdUdJgMqAwXXHS4DAQXZBdsjAQMJAAAAAAXdHUIDAQXfBeEdTgMBBeMTDQEdWgMBBeUdYgMBBecF6R1uAwEF6wMDF3YDJQ8JAAAAAAXtHYIDAQXvAweKAwICjgM7kgM7BfEF8wX1AwOaAyYEBfcjAQkhAQAAAAEAAAACAAAAAAAAAAMDF6YDExcBBfkdsgMBBfsdugMBBf0dwgMBBf8jAQcZAQAAAAEAAAAAAAAAHc4DAQUCAmFmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABQYCHeYDAQUKAh3uAwEFDgIjAQspAQAAAAEAAAABAAAAAAAAAAAAAAAFEgId/gMBBRYCEQH0/w8dCgQBBRoCHRIEAQUeAiMBBxkBAAAAAwAAAAAAAAADAxceBBEB0P///z8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf1A/oQASkX9QOFASkBAgQHJwUCGAIgFxf1AwUBKRf5AwVXKRf5AVfSAwsX9QUFAhABGRf1AwIQASknBQIQAgwBJwUCEAIYAScFAhACIAEX9wUFAhABGRf3AwIQASknBQIQAhgNJwUCEAIYBScFAhACIA0nBQIQAiAFF/MHBQIQAgwBTxfzBQIQAgwBGRfzBQUCDAEZF/cFBQIMARkX9wUCEAIQARkX9wUEABACDAEZF/MFAhACIA0ZF/MHBQIYAiANTxfzBQIYAiAXGRfzBwkCEAIMAU8X9QUJAhABGRf5Aw1XKScFAhgCIA0nBwUCGAIgDScFAhACDBcFIwEBAQcHCQkRNzk7PT9BQxFFAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAScHBQIQAgwBJwUCEAIYFyF0cHUuZG1hX3NlbWFwaG9yZQAEhicFAREBtQcDAQ0hEQG7BwOzdgIjAQEBAQEBBwEHAQkBCQERATcBOQE7AT0BPwFBAUMBEQFFAQMDIw8DAwkGIwMBBQ8jBwczPwMFBQUlDwYDAwMDBQkGAwMBBQcpAwNVBQMBBwdDQQMFBQUtAwM1HQMBJQc1EwMBBQUxAwN5BQMBJwZ5AwEFMzUPBgMDAwM3CQYDAwEFBzkHB1cbAwUFOys1Bn0DBQUvPQMDIw8DAwkGIwMBBQ9BAwM1HQMBJQc1EwMBBUNFBwdDQQMFBQVHAwNFHQMBEwdFEwMBBQVLAwOBXgIDASkGgQMBBU1PDwYDAwMDUQkGAwMBBQdTBwdXGwMFBVUrNQZ9AwUFSVcPBgMDAwMrCQYDAwEFC1sPBgMDAwMrCQYDAwEFDV8DA1UFAwEHB0NBAwUFBWMPBgMDAwMFCQYDAwEFCWcPBgMDAwMFCQYDAwEFCWsDAzcdAwErBzcTAwEFbW8TBzkTAwEFcQEHB4eFAwUFYV0VBisDBQUndQMDI5oCAwMJBiMDAQUNeQMDNR0DASUHNRMDAQV7fQMDix8DAUEGiwMBBX+BFwYhAwEDZQMDCQUDAQcHCRsDBQWFhxkUCQOJCQMHFQMDLxoEAwEDAy8PAwMJBi8DAQUftT8ELwezH7UNAAkDAQUNAAkDAyMPAwMJBiMDAQUfiwcHVxsDBQWNcxUGKwMFBXePFwYhAwEDkQMDCQUDAQcHCRsDBQWTlRkUCQOXCQMlXQMDVQUDAQcHQ0EDBQVpsxcGIQMBA7UDAwkFAwEHBwkbAwUFt7kZFAkDuwkDM3UDAyclAwEdBicDAQVp1wMDpSUDAQUHBzEDEwUh2wsGBwMVA90DAwcFAwEFBwcRAxkHHdnhCwYHAxsD4wMDBwUDAQUHBxEDIwcRaecLBgcDJQPpHwUHSQfr5d8DA6slAwEFBwsxAxMFIe0LBgsDFQPvAwMLBQMBBQcLEQMZBx3Z8wsGCwMbA/UDAwsFAwEFBwsRAyMHEWn5CwYLAyUD+zMFC2MH8f33AwMNBQMBAwMNHwMBEwcNEwMBBf8CAgMDDR0DATEUDQf/BgIKAgUDKVcDAQ0DAwMFAwEFBwMRAxkHHdkWAgsGAwMbAxoCDwYDAwMDEgIJBgMDAQUeAiICAwNLBQMBAwNLrwMBJwaxAwEFKgImAikGswMBBS4CMgIFBwcxAxMFIdkLBgcDFQM6AgMDBwUDAQMDBwUDAQUHB2UDLwkb2UICRgILBgcDMQNKAgMDBwUDAQUHBxEDMwdOAhICUgIDAwcFAwEFBwcRAzUHEzYCWgIfBQdJB14CVgI+Ag0ADQMDDR8DAQ0ACQMBBQ0ACQMDJyUDAR0GJwMBBWm9AwMNBQMBAwMNHwMBEwcNEwMBBcHDAwMNHQMBMRQNB8HFxwUDGTcDAQ0FBwsxAxMFIb8LBgsDFQPZAwMLBQMBAwMLBQMBBQcLZQMvCRu/3d8LBgsDMQPhAwMLBQMBBQcLEQMzB+PX5QMDCwUDAQMDCwUDAQUHCxEDNQcT6eszBQtjB9vt5w0ADQMDDR8DAQcHMz8DBQVpgxcGIQMBA8sDAwkFAwEHBwkbAwUFzc8ZFAkD0QkDN30DA0UdAwETB0UTAwEFadcDAyclAwEdBicDAQXZ2wMDpSUDAQUHBzEDEwUh3wsGBwMVA+EDAwcFAwEFBwcRAxkHHd3lCwYHAxsD5wMDBwUDAQUHBxEDIwcR2esLBgcDJQPtHwUHSQfv6eMDA6slAwEFBwsxAxMFIfELBgsDFQPzAwMLBQMBBQcLEQMZBx3d9wsGCwMbA/kDAwsFAwEFBwsRAyMHEdn9CwYLAyUD/zMFC2MH9QIC+wMDDQUDAQMDDR8DARMHDRMDAQUGAgoCAwMNHQMBMRQNBwYCDgISAgUDKVcDAQ0DAwMFAwEFBwMRAxkHHd0eAgsGAwMbAyICDwYDAwMDGgIJBgMDAQUmAioCAwNLBQMBAwNLrwMBJwaxAwEFMgIuAikGswMBBTYCOgIFBwcxAxMFId0LBgcDFQNCAgMDBwUDAQMDBwUDAQUHB2UDLwkb3UoCTgILBgcDMQNSAgMDBwUDAQUHBxEDMwdWAhoCWgIDAwcFAwEFBwcRAzUHEz4CYgIfBQdJB2YCXgJGAg0ADQMDDR8DAQ0ACQMBBQ0ACQMDLw8DAwkGLwMBBR/TPwQvB3Mf0w0ACQMBBQ0ACRUGKwMFBSc/FwYhAwEDmQMDCQUDAQcHCRsDBQWbnRkUCQOfCQMLHQMDX6IDAxcRBmEDDwOzAwMVDwMDAwMVDwMDGwYVAw8HGbe5LwUVowm1Gbe5DQAJAwEFDQAJBweHhQMFBWFdFQYrAwUFJ6EXBiEDAQOjAwMJBQMBBwcJGwMFBaWnGRQJA6kJA3v9AwMDDwMDAwMDDwMDGwYDAw8HGbO1DwYDAwMDBQkGAwMBBQm5AwMnJQMBHQYnAwEFu70PBgMDAwO/AwMDDwMDAwMDDwMDGwYDA1MJG8HDxS0GAwMdA8cDA1vqAgMBEQZbAx0Dy0MHWxMDHQXJzTkGkwNLA88DA10KAwMBEQZdAx0D0xUGXQMdBcnVOQaTA0sD10UHIgMaAwNVBdHZNwYhAycD2w8GAwMDAwUJBgMDAQUJ3wMDNx8DASsHNxMDAQXh4zsDl5UDHxEGOQMfA+UTBzkTAx8F6ecRBkcDHwNdBwdHmQMpBevtEQYzAx8DYQcHMz8DKQXr8RUGKwMpBe/zAwNfmwMNEQZhAycD9z0GnwMnB/Xd+QMDAw8DAwMDAw8DAxsGAwMrBxX9/w8GAwMDAwUJBgMDAQUJBgIDAzcfAwErBzcTAwEFCgIOAjsDl5UDIREGOQMhAxICEwc5EwMhBRoCFgIRBkcDIQNdBwdHmQMtBR4CIgIRBjMDIQNhBwczPwMtBR4CKgIVBisDLQUmAi4CAwNfmwMNEQZhAysDNgI9Bp8DKwcyAgICOgIDA6FyAwMPRwehhgMDDwf7PgJCAkkHOZYDAw8Ft0YCAwMVDwMDAwMVDwMDGwYVAw8HGU4CUgIvBRWjCUoCGU4CUgINAAkDAQUNAAkVBisDBQUnWRcGIQMBA6sDAwkFAwEHBwkbAwUFra8ZFAkDsQkDFTEDAwMPAwMDAwMPAwMbBgMDDwcZs7U3BiEDRwO3AwMVDwMDAwMVDwMDAwMVDwMDGwYVA0kJF7u9vy0GFQNHA8EtBhUDSQO5LwUV0gILxRe7vb8NAAkDAQUNAAkjAAEhEQHfBwMXExEBAQEBAQEHAQcBCQEJAREBDwYDAwMDBQkGAwMBBQkRAwMBBQMBIwQBBRMDIREB4wcDFxMRAQEBAQEBBwEHAQkBCQERAQ8GAwMDAwUJBgMDAQUHEQMDAQUDASMEAQcTAQMGAwEFAQD+GSICEREJCyUTEykVCwsNEx0dJTEbJRVFIw0JFQ0XMRsVCVUtFxkJCxULDVUtCQsRDQkRCQsJDQkNCQkdCQsNBw0JCREdHSsjISMpLRUhFyURDQsLCwsJCxkdGSUJEx0VKQ0XFyEXGRsbExkbFR0RIyUXGRkXGRUhGRkPGRcXIyMVJxkXIx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHRwdS5tZW1yZWZfc2xpY2UAYXJpdGguY21waQBtZW1yZWYubG9hZAB0cHUubWVtcmVmX3NxdWVlemUAc2NmLnlpZWxkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmJyb2FkY2FzdABhcml0aC5hZGRpAGFyaXRoLmFuZGkAYXJpdGguZXh0dWkAc2NmLmlmAHZlY3Rvci5sb2FkAGFyaXRoLnJlbXNpAHRwdS5lbnF1ZXVlX2RtYQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5taW5zaQBhcml0aC5tdWxpAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS52ZWN0b3Jfc3RvcmUAc2NmLmZvcgB0cHUud2FpdF9kbWEyAGFyaXRoLm9yaQBhcml0aC50cnVuY2YAdHB1LmJpdGNhc3QAdHB1LmlvdGEAYXJpdGguc2VsZWN0AG1lbXJlZi5zdG9yZQBhcml0aC5kaXZzaQBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAb3BlcmFuZFNlZ21lbnRTaXplcwBwcmVkaWNhdGUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBhZGQAdHJhbnNmb3JtX2luZGljZXMAdHJhbnNmb3JtXzIAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMwBnZXQ6AGVxOgBtYXg6AGFkZDoAbWluOgBhbmQ6AHN3YXA6AHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ2F0aGVyX3RnbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAZ2V0AGx0OgBsdC9sdABlcQBlcS9lcQBzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbgBtdWw6AG11bABhZGQvYWRkAGd0OgBndC9ndABhbmQvYW5kAGRpdjoAZGl2AGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAHN3YXAvc3dhcAByZW06AHJlbQBzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQAZGltZW5zaW9uAGNvbmNhdGVuYXRlOgBjb25jYXRlbmF0ZS9jb25jYXRlbmF0ZQBkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAc2NhbjoAc2NhbgBzd2FwAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AGppdDoAaml0AG1heC9tYXgAbWluL21pbgA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1046740992,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<512x512xi32>, tensor<65536x384xui32>, tensor<262144x1024xbf16>) -> tensor<32x768x1024xbf16>
  return %80 : tensor<32x768x1024xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
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
  %14 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_2(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_3(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dw__cumsum_3(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
