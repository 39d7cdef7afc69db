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
  %84 = stablehlo.custom_call @tpu_custom_call(%53, %77, %79, %81, %82, %83, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFfCQEDBQcBAwkDSwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PUVMDAgUWBFUB8wcPExMXExcTFwsTG4UXFw8XFxdlDxMTExcTFxMXEwsPCxcTFysLpQ8LFy8XEx8XCwsLCwsLDw8LCwsLDwsXExcXEwsXFxMLCwsXFxMTCwsTCxcTExMLD0sLFwsLcwsLCwsLGxsLcxsLUxsLGwsPCxMPDwsPDwsPDwsFEWFhXYWRjU0qAgEKAgsTCwsTCxMLDxMLEwsLEwsLEwsPEwsXDwsTCxMLEwsLEwsLEwsPCxMLEwsXCxMLGwsjFwsTCwsTCxMPEwsTC1MLEw8LEwsXDwsTCwsTCxcfEwsXCxcLEwsXHwsTCzMLCwsbCxMTCwsTCxMPDxMPQxMPVUNzDxMPEw9jFxMPEw9DFx8HBVlZAVMPBwsfHxsPGwcbGwcjHx8fIx8fHysnIyMnKysnJysjGx9TOzcjHx8jHwUDTQLWGx8dadsDAxNrHZvCAx2OApICHaHiAx2eA6IDAwMT5wMDPc4DBVUdj/oCAwNGAg4EYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4AHYIChgIDA0GaAh1p6QMDE3ICAwMTDgMdEgMWA2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAdce8ddTICAwMTdx2PqgMDAz2+AwMDQe0dBgIKAh1zHgIDA0EmAh1zKgIFVxEFAAVZHToCPgIdeUoCHWYCagIDBz3SA9YDa50/BVthZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+ABENFQVdHRICFgIDB5E/PQIDBgMKAx0mAyoDHXVGAwMFPeoDnT8DAz0CBAMBBV8FYQVjBWUFZxEBAR1v4wVpBWsFbQVvEQEFBXEDAxNSAh1xVgIddgJ6Ah2eAqICHYWqAgVzHd4C4gIDAxPuAh2N8gIFdQV3BXkdMgM2Ax1uA3IDHXmyAx2btgMFewV9HaHaAwV/AwMT7gMdhfIDHW/6AwMDq60FgRENLQMRsbNLtbe5u0+9T1G/wf/DxQWDAQf9+/sNQwWFIw0HMQEAAAAAAAAAHwIAAAAAAAABAAAAAAAAAAWHBYkFiwWNBY8BCV9fx80DBWHJZcsJYyMNBzEBAAAAAAAAAAADAAAAAAAAAAQAAAAAAAADBWHPZdEJZyMNBSEAAgAAAAAAAAAEAAAAAAAAAwVL1VFjDUUDBUvZUWcNRx3dAQWRAwMT4REBfR3lAQWTEQMBHesBBZURDQkd8QEFlyN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMF0sIFswXSwgWzFdLCBbMCwgMCwgMSwgMV0sIFtdLCBbXT4ABZkdDgIBBZsFnR0aAgEFnx0iAgEFoRENAR0uAgEFox02AgEFpQWnHUICAQWpBasdTgIBBa0RAYEdWgIBBa8DAxNiAhEDgQWxHW4CAQWzEQECEAW1HX4CAQW3BbkdigIBBbsFvR2WAgEFvxENBQXBHaYCAQXDHa4CAQXFHbYCugIFxx2+AgEFyQMDxgLKAgXLIwEDCQAAAAAd0gLWAgXNHdoCAQXPBdEd5gIBBdMDA0FPExEBHfYCAQXVHf4CAQXXIwEJIQEAAAABAAAAAgAAAAAAAAAF2SMBAQERAQkF2x0aAwEF3QMDEyIDEQFBBd8dLgMBBeEF4x06AwEF5QMDE0IDEQEQAMD/Px1KAwEF5wMDUgN3BekdWgNeAwXrHWIDAQXtAwMTagMlBwkAAAAABe8ddgMBBfEDB34DAgKCAz+GAz8F8wX1BfcDA44DEgQF+R2NlgMdmgMBBfsF/R2mAwEF/x2uAwEFAgIdkQEdugMBBQYCIwEHGQEAAAABAAAAAAAAAB3GAwEFCgJhZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAUOAh3eAwEFEgId5gMBBRYCIwELKQEAAAABAAAAAQAAAAAAAAAAAAAAEQH0/w8d9gMBBRoCHf4DAQUeAiMBBxkBAAAAAwAAAAAAAAADAxMKBBEB0P///z8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCScFAhACIBEX9QP6EAEnF/UDhQEnAQIEF/UDBQEnCxf5AwVTJxf5AVPKAwcX9QUFAhABGRf1AwIQAScnBQIQAiABJwUCEAIMARf3BQUCEAEZF/cDAhABJycFAhACIAUnBQIQAiAXF/MHBQIQAgwBTRfzBQIQAgwBGRfzBQUCDAEZF/cFBQIMARkX9wUCEAIQARkX9wUEABACDAEZF/MHBQIYAiAXTRfzBQIQAiAXGRfzBQIQAiARGRfzBwkCEAIMAU0X9QUJAhABGRf5Aw1TJycFAhACDBEFIwEBAQkJCwsPMTM1Nzk7PQ8/AQURAQEBCQkLCw8HAQEBBREBAQEJCQsLDwUBAScHBQIQAgwBJwUCEAIYEScFAhACGBcnBwUCGAIgFycFAhgCIBchdHB1LmRtYV9zZW1hcGhvcmUABMYlBQERAakHAwENIREBrwcDj/MjAQEBAQEBCQEJAQsBCwEPATEBMwE1ATcBOQE7AT0BDwE/AQMDHw8DAwsGHwMBBQ8jBwcpMwMFBQMlDwYDAwMDAwsGAwMBBQcpAwM3BQMBBwc7OQMFBQMtAwM3BQMBBwc7OQMFBQUxEQYrAwUFLzMPBgMDAwMDCwYDAwEFCTcPBgMDAwMDCwYDAwEFCTsDA0MtAwExB0MXAwEFPT8bB0UXAwEFQQUDA317AwEHBykzAwUFK0URBisDBQUnRwMDH14CAwMLBh8DAQUNSwMDRy0DATMHRxcDAQVNTwMDfyEDAT0GfwMBBVFTFQYbAwEDNQMDCQUDAQcHCR0DBQVXWRcUCQNbCQMHFQMDLwYEAwEDAy8PAwMLBi8DAQUfkTsELwePH5ENAAkDAQUNAAkDAx8PAwMLBh8DAQUfXQcHgR0DBQVfQxEGKwMFBUlhFQYbAwEDYwMDCQUDAQcHCR0DBQVlZxcUCQNpCQMlXQMDNwUDAQcHOzkDBQU5jxUGGwMBA5EDAwkFAwEHBwkdAwUFk5UXFAkDlwkDM3UDAyUjAwEdBiUDAQU5swMDmSMDAQUHBzEDEwUhtwkGBwMVA7kDAwcFAwEFBwcRAxkHHbW9CQYHAxsDvwMDBwUDAQUHBxEDIQcROcMJBgcDIwPFHwUHSQfHwbsDA58jAwEFBwsxAxMFIckJBgsDFQPLAwMLBQMBBQcLEQMZBx21zwkGCwMbA9EDAwsFAwEFBwsRAyEHETnVCQYLAyMD1y8FC1sHzdnTAwMNBQMBAwMNIQMBGwcNFwMBBdvdAwMNLQMBLRQNB9vf4QUDKVcDAQ0DAwMFAwEFBwMRAxkHHbXnCQYDAxsD6Q8GAwMDA+ULBgMDAQXr7QMDNQUDAQMDNaMDASkGpQMBBfHvJQanAwEF8/UFBwcxAxMFIbUJBgcDFQP5AwMHBQMBAwMHBQMBBQcHXQMpCRu1/f8JBgcDKwMCAgMDBwUDAQUHBxEDLQcGAuUKAgMDBwUDAQUHBxEDLwcT9xICHwUHSQcWAg4C+w0ADQMDDSEDAQ0ACQMBBQ0ACQMDJSMDAR0GJQMBBTmZAwMNBQMBAwMNIQMBGwcNFwMBBZ2fAwMNLQMBLRQNB52howUDGTcDAQ0FBwsxAxMFIZsJBgsDFQO1AwMLBQMBAwMLBQMBBQcLXQMpCRububsJBgsDKwO9AwMLBQMBBQcLEQMtB7+zwQMDCwUDAQMDCwUDAQUHCxEDLwcTxccvBQtbB7fJww0ADQMDDSEDAQcHKTMDBQU5VRUGGwMBA6cDAwkFAwEHBwkdAwUFqasXFAkDrQkDN30DA5ctAwEbB5cXAwEFObMDAyUjAwEdBiUDAQW1twMDmSMDAQUHBzEDEwUhuwkGBwMVA70DAwcFAwEFBwcRAxkHHbnBCQYHAxsDwwMDBwUDAQUHBxEDIQcRtccJBgcDIwPJHwUHSQfLxb8DA58jAwEFBwsxAxMFIc0JBgsDFQPPAwMLBQMBBQcLEQMZBx250wkGCwMbA9UDAwsFAwEFBwsRAyEHEbXZCQYLAyMD2y8FC1sH0d3XAwMNBQMBAwMNIQMBGwcNFwMBBd/hAwMNLQMBLRQNB9/j5QUDKVcDAQ0DAwMFAwEFBwMRAxkHHbnrCQYDAxsD7Q8GAwMDA+kLBgMDAQXv8QMDNQUDAQMDNaMDASkGpQMBBfXzJQanAwEF9/kFBwcxAxMFIbkJBgcDFQP9AwMHBQMBAwMHBQMBBQcHXQMpCRu5AgIGAgkGBwMrAwoCAwMHBQMBBQcHEQMtBw4C6RICAwMHBQMBBQcHEQMvBxP7GgIfBQdJBx4CFgL/DQANAwMNIQMBDQAJAwEFDQAJAwMvDwMDCwYvAwEFH687BC8HQx+vDQAJAwEFDQAJAwM3BQMBBwc7OQMFBQVrEQYrAwUFJ20VBhsDAQNvAwMJBQMBBwcJHQMFBXFzFxQJA3UJAwsdAwOSA4kDERkGiwMHA48DAxUPAwMDAxUPAwMTBhUDBwcZk5UrBRVVCZEZk5UNAAkDAQUNAAkDA317AwEHBykzAwUFK3cRBisDBQUneRUGGwMBA3sDAwkFAwEHBwkdAwUFfX8XFAkDgQkDQ40DAwMPAwMDAwMPAwMTBgMDBwcZj5EPBgMDAwMDCwYDAwEFCZUDAyUjAwEdBiUDAQWXmQ8GAwMDA5sDAwMPAwMDAwMPAwMTBgMDSQkbnZ+hNwYDAx8DowMDVx4DAwEZBlcDHwOnRQdXFwMfBaWpOQaTA0EDqwMDWT4DAwEZBlkDHwOvEQZZAx8FpbE5BpMDQQOzRwdWA04DA0sFrbU1BhsDTQO3AwMDDwMDAwMDDwMDAwMDDwMDEwYDA08JFbu9vzcGAwNRA8EDA5VmAwMHSQeVegMDBwe5w8VLB0WKAwMHBZPHAwMVDwMDAwMVDwMDEwYVAwcHGcvNKwUVVQnJGcvNDQAJAwEFDQAJAwM3BQMBBwc7OQMFBQWDEQYrAwUFJ4UVBhsDAQOHAwMJBQMBBwcJHQMFBYmLFxQJA40JA1e1AwM3BQMBBwc7OQMFBQOPAwNHLQMBMwdHFwMBBQOTAwODBQMBKQaDAwEFlZcPBgMDAwOZCwYDAwEFCZsPBgMDAwMDCwYDAwEFCZ8HB4EdAwUFnaE/BrICAwUFkaMPBgMDAwMDCwYDAwEFCacDA0MhAwExB0MXAwEFqatBA84CwgIDHRkGRQMdA60bB0UXAx0Fsa8PBgMDAwMrCwYDAwEFC7UZBocDHQO3BweH6gIDJQWzuQ8GAwMDAysLBgMDAQUNvRkGKQMdA78HBykzAyUFs8ERBisDJQW7wwMDAw8DAwMDAw8DAxMGAwMnBxfHyUMGGwMHA8sDAzWJAxEZBosDBwPPJwZTAwcHpdHNAwMDDwMDAwMDDwMDEwYDAwcHGdXXJwZTAwcHxdnTNQYbAycD2wMDFQ8DAwMDFQ8DAxMGFQMnBxff4SsFFVUJ3Rff4Q0ACQMBBQ0ACSMAASERAdMHAyUvEQEBAQEBAQkBCQELAQsBDwEPBgMDAwMDCwYDAwEFBxEDA23fAwElBm0DAQUTFQMDHw8DAwsGHwMBBQ8ZBwcpMwMFBQMbAwM1BQMBJwZTAwEHHQUfAwMBBQMBIwQBBxchASERAdcHAxcTEQEBAQEBAQkBCQELAQsBDwEPBgMDAwMDCwYDAwEFCREDAwEFAwEjBAEFEwEGAwEFAQAKGiICERElExMpFQsLDSMTHR0lMRsxGxUJVS0XGQkLERVFDQkVDRcNCQkNCQsNVS0JCwkLBxEdCQsRDQclFQkLDQkJER0dKSMhIyktFSEXCQ0lCwsLCQkLCxkdGSUTHRUpDRcXIRcXExUZGxklGxcXHREjGRsZGRUhGRcjDxkZFyMVGScXIx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHRwdS5tZW1yZWZfc2xpY2UAYXJpdGguY21waQB0cHUubWVtcmVmX3NxdWVlemUAbWVtcmVmLmxvYWQAc2NmLnlpZWxkAGFyaXRoLmluZGV4X2Nhc3QAYXJpdGguYW5kaQB2ZWN0b3IubG9hZABhcml0aC5leHR1aQBzY2YuaWYAdmVjdG9yLmJyb2FkY2FzdABhcml0aC5hZGRpAGFyaXRoLnJlbXNpAHRwdS5lbnF1ZXVlX2RtYQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGgubWluc2kAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAHRwdS52ZWN0b3Jfc3RvcmUAc2NmLmZvcgB0cHUud2FpdF9kbWEyAGFyaXRoLm11bGkAYXJpdGguc3ViaQBhcml0aC50cnVuY2YAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1LmJpdGNhc3QAbWVtcmVmLnN0b3JlAGFyaXRoLmRpdnNpAGFyaXRoLm9yaQB0cHUuaW90YQBhcml0aC5leHRmAGFyaXRoLnNobGkAdHB1LmNvbmNhdGVuYXRlAHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBvcGVyYW5kU2VnbWVudFNpemVzAHByZWRpY2F0ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV9pbmRpY2VzAHRyYW5zZm9ybV8yAHdpbmRvd19ib3VuZHMAdHJhbnNmb3JtXzMAZ2V0OgBtaW46AGx0OgBlcToAYW5kOgBhZGQ6AG1heDoAYnJvYWRjYXN0X2luX2RpbToAc3dhcDoAYWRkAGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dhdGhlcl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluAGdldABsdC9sdABqaXQ6AGppdABzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZXEAZXEvZXEAYW5kL2FuZABtdWw6AG11bABvdmVyZmxvd0ZsYWdzAGFkZC9hZGQAbHQAc3ViOgBzdWIAZGl2OgBkaXYAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbmU6AG5lL25lAG1heABvcjoAb3Ivb3IAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzd2FwL3N3YXAAc3RyaWRlcwByZW06AHJlbQBzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQAZGltZW5zaW9uAGNvbmNhdGVuYXRlOgBjb25jYXRlbmF0ZS9jb25jYXRlbmF0ZQBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAGJyb2FkY2FzdF9pbl9kaW0Ac2NhbjoAc2NhbgBzd2FwAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AG1heC9tYXgAbWluL21pbgA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:989855744,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<512x512xi32>, tensor<65536x384xui32>, tensor<32x768x1024xbf16>) -> tensor<262144x1024xbf16>
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
