func.func private @namtrain_tiny_cpu_bwd(%arg0: tensor<2x256x4x128xf32>, %arg1: tensor<2x256x2x128xf32>, %arg2: tensor<2x256x2x128xf32>, %arg3: tensor<2x256xi32>, %arg4: tensor<2x256x4x128xf32>, %arg5: tensor<2x4x256xf32>, %arg6: tensor<2x256x4x128xf32>) -> (tensor<2x256x4x128xf32> {jax.result_info = "result[0]"}, tensor<2x256x2x128xf32> {jax.result_info = "result[1]"}, tensor<2x256x2x128xf32> {jax.result_info = "result[2]"}) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_1 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
  %c = stablehlo.constant dense<127> : tensor<i32>
  %c_2 = stablehlo.constant dense<true> : tensor<i1>
  %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_4 = stablehlo.constant dense<8> : tensor<i32>
  %c_5 = stablehlo.constant dense<256> : tensor<i32>
  %c_6 = stablehlo.constant dense<128> : tensor<i32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %c_9 = stablehlo.constant dense<4> : tensor<i32>
  %c_10 = stablehlo.constant dense<2> : tensor<i32>
  %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_12 = stablehlo.constant dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F000000700000007100000072000000730000007400000075000000760000007700000078000000790000007A0000007B0000007C0000007D0000007E0000007F000000800000008100000082000000830000008400000085000000860000008700000088000000890000008A0000008B0000008C0000008D0000008E0000008F000000900000009100000092000000930000009400000095000000960000009700000098000000990000009A0000009B0000009C0000009D0000009E0000009F000000A0000000A1000000A2000000A3000000A4000000A5000000A6000000A7000000A8000000A9000000AA000000AB000000AC000000AD000000AE000000AF000000B0000000B1000000B2000000B3000000B4000000B5000000B6000000B7000000B8000000B9000000BA000000BB000000BC000000BD000000BE000000BF000000C0000000C1000000C2000000C3000000C4000000C5000000C6000000C7000000C8000000C9000000CA000000CB000000CC000000CD000000CE000000CF000000D0000000D1000000D2000000D3000000D4000000D5000000D6000000D7000000D8000000D9000000DA000000DB000000DC000000DD000000DE000000DF000000E0000000E1000000E2000000E3000000E4000000E5000000E6000000E7000000E8000000E9000000EA000000EB000000EC000000ED000000EE000000EF000000F0000000F1000000F2000000F3000000F4000000F5000000F6000000F7000000F8000000F9000000FA000000FB000000FC000000FD000000FE000000FF000000"> : tensor<256xi32>
  %c_13 = stablehlo.constant dense<[[[0, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %c_14 = stablehlo.constant dense<[[[1, 0], [1, 1]]]> : tensor<1x2x2xi8>
  %c_15 = stablehlo.constant dense<[[[0, 0], [0, 1]]]> : tensor<1x2x2xi8>
  %0 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %1 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %2 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<2x256x2x128xf32>) -> tensor<2x2x256x128xf32>
  %3 = stablehlo.transpose %arg4, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %4 = stablehlo.transpose %arg6, dims = [0, 2, 1, 3] : (tensor<2x256x4x128xf32>) -> tensor<2x4x256x128xf32>
  %5 = stablehlo.dot_general %3, %4, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [3] x [3] : (tensor<2x4x256x128xf32>, tensor<2x4x256x128xf32>) -> tensor<2x4x256xf32>
  %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x8x256xi32>
  %7 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x128xi32>
  %8 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x4x1x256xf32>) -> tensor<2x4x8x256xf32>
  %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x4x1x256xf32>) -> tensor<2x4x8x256xf32>
  %12 = stablehlo.broadcast_in_dim %c_12, dims = [1] : (tensor<256xi32>) -> tensor<8x256xi32>
  %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %14 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x256x128xf32>
  %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x256x128xf32>
  %17 = stablehlo.multiply %c_10, %c_10 : tensor<i32>
  %18 = stablehlo.multiply %17, %c_9 : tensor<i32>
  %19 = stablehlo.multiply %18, %c_10 : tensor<i32>
  %20:21 = stablehlo.while(%iterArg = %19, %iterArg_16 = %c_14, %iterArg_17 = %c_13, %iterArg_18 = %c_8, %iterArg_19 = %c_8, %iterArg_20 = %c_8, %iterArg_21 = %c_8, %iterArg_22 = %c_8, %iterArg_23 = %0, %iterArg_24 = %1, %iterArg_25 = %2, %iterArg_26 = %6, %iterArg_27 = %7, %iterArg_28 = %9, %iterArg_29 = %4, %iterArg_30 = %11, %iterArg_31 = %12, %iterArg_32 = %13, %iterArg_33 = %14, %iterArg_34 = %15, %iterArg_35 = %16) : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x8x256xi32>, tensor<2x256x128xi32>, tensor<2x4x8x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x8x256xf32>, tensor<8x256xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>
  cond {
    %35 = stablehlo.convert %iterArg : tensor<i32>
    %36 = stablehlo.compare LT, %iterArg_18, %35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %36 : tensor<i1>
  } do {
    %35 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %36 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_8 : tensor<i1>, tensor<i32>
    %38 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %40 = stablehlo.select %38, %39, %iterArg_22 : tensor<i1>, tensor<i32>
    %41 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %43 = stablehlo.select %41, %42, %iterArg_20 : tensor<i1>, tensor<i32>
    %44 = stablehlo.dynamic_slice %iterArg_17, %37, %40, %43, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %45 = stablehlo.reshape %44 : (tensor<1x1x1xi8>) -> tensor<i8>
    %46 = stablehlo.convert %45 : (tensor<i8>) -> tensor<i32>
    %47 = stablehlo.multiply %c_6, %46 : tensor<i32>
    %48 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %49 = stablehlo.multiply %c_6, %iterArg_20 : tensor<i32>
    %50 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %51 = stablehlo.multiply %c_6, %iterArg_20 : tensor<i32>
    %52 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %53 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %54 = stablehlo.select %52, %53, %c_8 : tensor<i1>, tensor<i32>
    %55 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %56 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %57 = stablehlo.select %55, %56, %iterArg_22 : tensor<i1>, tensor<i32>
    %58 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %59 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %60 = stablehlo.select %58, %59, %iterArg_20 : tensor<i1>, tensor<i32>
    %61 = stablehlo.dynamic_slice %iterArg_17, %54, %57, %60, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %62 = stablehlo.reshape %61 : (tensor<1x1x1xi8>) -> tensor<i8>
    %63 = stablehlo.convert %62 : (tensor<i8>) -> tensor<i32>
    %64 = stablehlo.multiply %c_6, %63 : tensor<i32>
    %65 = stablehlo.multiply %c_6, %iterArg_20 : tensor<i32>
    %66 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %68 = stablehlo.select %66, %67, %c_8 : tensor<i1>, tensor<i32>
    %69 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %71 = stablehlo.select %69, %70, %iterArg_22 : tensor<i1>, tensor<i32>
    %72 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %74 = stablehlo.select %72, %73, %iterArg_20 : tensor<i1>, tensor<i32>
    %75 = stablehlo.dynamic_slice %iterArg_17, %68, %71, %74, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %76 = stablehlo.reshape %75 : (tensor<1x1x1xi8>) -> tensor<i8>
    %77 = stablehlo.convert %76 : (tensor<i8>) -> tensor<i32>
    %78 = stablehlo.multiply %c_6, %77 : tensor<i32>
    %79 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %80 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %81 = stablehlo.select %79, %80, %c_8 : tensor<i1>, tensor<i32>
    %82 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %83 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %84 = stablehlo.select %82, %83, %iterArg_22 : tensor<i1>, tensor<i32>
    %85 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %87 = stablehlo.select %85, %86, %iterArg_20 : tensor<i1>, tensor<i32>
    %88 = stablehlo.dynamic_slice %iterArg_17, %81, %84, %87, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %89 = stablehlo.reshape %88 : (tensor<1x1x1xi8>) -> tensor<i8>
    %90 = stablehlo.convert %89 : (tensor<i8>) -> tensor<i32>
    %91 = stablehlo.multiply %c_6, %90 : tensor<i32>
    %92 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %94 = stablehlo.select %92, %93, %c_8 : tensor<i1>, tensor<i32>
    %95 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %97 = stablehlo.select %95, %96, %iterArg_22 : tensor<i1>, tensor<i32>
    %98 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %100 = stablehlo.select %98, %99, %iterArg_20 : tensor<i1>, tensor<i32>
    %101 = stablehlo.dynamic_slice %iterArg_17, %94, %97, %100, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %102 = stablehlo.reshape %101 : (tensor<1x1x1xi8>) -> tensor<i8>
    %103 = stablehlo.convert %102 : (tensor<i8>) -> tensor<i32>
    %104 = stablehlo.multiply %c_6, %103 : tensor<i32>
    %105 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %107 = stablehlo.select %105, %106, %c_8 : tensor<i1>, tensor<i32>
    %108 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %110 = stablehlo.select %108, %109, %iterArg_22 : tensor<i1>, tensor<i32>
    %111 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %113 = stablehlo.select %111, %112, %iterArg_20 : tensor<i1>, tensor<i32>
    %114 = stablehlo.dynamic_slice %iterArg_17, %107, %110, %113, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %115 = stablehlo.reshape %114 : (tensor<1x1x1xi8>) -> tensor<i8>
    %116 = stablehlo.convert %115 : (tensor<i8>) -> tensor<i32>
    %117 = stablehlo.multiply %c_6, %116 : tensor<i32>
    %118 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %119 = stablehlo.multiply %c_6, %iterArg_20 : tensor<i32>
    %120 = stablehlo.divide %iterArg_21, %c_10 : tensor<i32>
    %121 = stablehlo.multiply %c_6, %iterArg_20 : tensor<i32>
    %122 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %123 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %124 = stablehlo.select %122, %123, %iterArg_19 : tensor<i1>, tensor<i32>
    %125 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %126 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %127 = stablehlo.select %125, %126, %iterArg_21 : tensor<i1>, tensor<i32>
    %128 = stablehlo.compare LT, %47, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.add %47, %c_5 : tensor<i32>
    %130 = stablehlo.select %128, %129, %47 : tensor<i1>, tensor<i32>
    %131 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %133 = stablehlo.select %131, %132, %c_8 : tensor<i1>, tensor<i32>
    %134 = stablehlo.dynamic_slice %iterArg_23, %124, %127, %130, %133, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %136 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %137 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %138 = stablehlo.select %136, %137, %iterArg_19 : tensor<i1>, tensor<i32>
    %139 = stablehlo.compare LT, %48, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %140 = stablehlo.add %48, %c_10 : tensor<i32>
    %141 = stablehlo.select %139, %140, %48 : tensor<i1>, tensor<i32>
    %142 = stablehlo.compare LT, %49, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %143 = stablehlo.add %49, %c_5 : tensor<i32>
    %144 = stablehlo.select %142, %143, %49 : tensor<i1>, tensor<i32>
    %145 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %147 = stablehlo.select %145, %146, %c_8 : tensor<i1>, tensor<i32>
    %148 = stablehlo.dynamic_slice %iterArg_24, %138, %141, %144, %147, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %150 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %152 = stablehlo.select %150, %151, %iterArg_19 : tensor<i1>, tensor<i32>
    %153 = stablehlo.compare LT, %50, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %50, %c_10 : tensor<i32>
    %155 = stablehlo.select %153, %154, %50 : tensor<i1>, tensor<i32>
    %156 = stablehlo.compare LT, %51, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %51, %c_5 : tensor<i32>
    %158 = stablehlo.select %156, %157, %51 : tensor<i1>, tensor<i32>
    %159 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %160 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %161 = stablehlo.select %159, %160, %c_8 : tensor<i1>, tensor<i32>
    %162 = stablehlo.dynamic_slice %iterArg_25, %152, %155, %158, %161, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %164 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %165 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %166 = stablehlo.select %164, %165, %iterArg_19 : tensor<i1>, tensor<i32>
    %167 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %169 = stablehlo.select %167, %168, %c_8 : tensor<i1>, tensor<i32>
    %170 = stablehlo.compare LT, %64, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %64, %c_5 : tensor<i32>
    %172 = stablehlo.select %170, %171, %64 : tensor<i1>, tensor<i32>
    %173 = stablehlo.dynamic_slice %iterArg_26, %166, %169, %172, sizes = [1, 8, 128] : (tensor<2x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %174 = stablehlo.reshape %173 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    %175 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %176 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %177 = stablehlo.select %175, %176, %iterArg_19 : tensor<i1>, tensor<i32>
    %178 = stablehlo.compare LT, %65, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %65, %c_5 : tensor<i32>
    %180 = stablehlo.select %178, %179, %65 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %183 = stablehlo.select %181, %182, %c_8 : tensor<i1>, tensor<i32>
    %184 = stablehlo.dynamic_slice %iterArg_27, %177, %180, %183, sizes = [1, 128, 128] : (tensor<2x256x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xi32>
    %185 = stablehlo.reshape %184 : (tensor<1x128x128xi32>) -> tensor<128x128xi32>
    %186 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %188 = stablehlo.select %186, %187, %iterArg_19 : tensor<i1>, tensor<i32>
    %189 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %191 = stablehlo.select %189, %190, %iterArg_21 : tensor<i1>, tensor<i32>
    %192 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %194 = stablehlo.select %192, %193, %c_8 : tensor<i1>, tensor<i32>
    %195 = stablehlo.compare LT, %78, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %196 = stablehlo.add %78, %c_5 : tensor<i32>
    %197 = stablehlo.select %195, %196, %78 : tensor<i1>, tensor<i32>
    %198 = stablehlo.dynamic_slice %iterArg_28, %188, %191, %194, %197, sizes = [1, 1, 8, 128] : (tensor<2x4x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x1x8x128xf32>) -> tensor<8x128xf32>
    %200 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %202 = stablehlo.select %200, %201, %iterArg_19 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %205 = stablehlo.select %203, %204, %iterArg_21 : tensor<i1>, tensor<i32>
    %206 = stablehlo.compare LT, %91, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = stablehlo.add %91, %c_5 : tensor<i32>
    %208 = stablehlo.select %206, %207, %91 : tensor<i1>, tensor<i32>
    %209 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %210 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %211 = stablehlo.select %209, %210, %c_8 : tensor<i1>, tensor<i32>
    %212 = stablehlo.dynamic_slice %iterArg_29, %202, %205, %208, %211, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %214 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %216 = stablehlo.select %214, %215, %iterArg_19 : tensor<i1>, tensor<i32>
    %217 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %218 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %219 = stablehlo.select %217, %218, %iterArg_21 : tensor<i1>, tensor<i32>
    %220 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %222 = stablehlo.select %220, %221, %c_8 : tensor<i1>, tensor<i32>
    %223 = stablehlo.compare LT, %104, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.add %104, %c_5 : tensor<i32>
    %225 = stablehlo.select %223, %224, %104 : tensor<i1>, tensor<i32>
    %226 = stablehlo.dynamic_slice %iterArg_30, %216, %219, %222, %225, sizes = [1, 1, 8, 128] : (tensor<2x4x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x128xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x1x8x128xf32>) -> tensor<8x128xf32>
    %228 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %229 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %230 = stablehlo.select %228, %229, %c_8 : tensor<i1>, tensor<i32>
    %231 = stablehlo.compare LT, %117, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %232 = stablehlo.add %117, %c_5 : tensor<i32>
    %233 = stablehlo.select %231, %232, %117 : tensor<i1>, tensor<i32>
    %234 = stablehlo.dynamic_slice %iterArg_31, %230, %233, sizes = [8, 128] : (tensor<8x256xi32>, tensor<i32>, tensor<i32>) -> tensor<8x128xi32>
    %235 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %237 = stablehlo.select %235, %236, %iterArg_19 : tensor<i1>, tensor<i32>
    %238 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %240 = stablehlo.select %238, %239, %c_8 : tensor<i1>, tensor<i32>
    %241 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %242 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %243 = stablehlo.select %241, %242, %c_8 : tensor<i1>, tensor<i32>
    %244 = stablehlo.dynamic_slice %iterArg_32, %237, %240, %243, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %245 = stablehlo.reshape %244 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %246 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %247 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %248 = stablehlo.select %246, %247, %iterArg_19 : tensor<i1>, tensor<i32>
    %249 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %250 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %251 = stablehlo.select %249, %250, %c_8 : tensor<i1>, tensor<i32>
    %252 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %253 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %254 = stablehlo.select %252, %253, %c_8 : tensor<i1>, tensor<i32>
    %255 = stablehlo.dynamic_slice %iterArg_33, %248, %251, %254, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %257 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %258 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %259 = stablehlo.select %257, %258, %iterArg_19 : tensor<i1>, tensor<i32>
    %260 = stablehlo.compare LT, %118, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %261 = stablehlo.add %118, %c_10 : tensor<i32>
    %262 = stablehlo.select %260, %261, %118 : tensor<i1>, tensor<i32>
    %263 = stablehlo.compare LT, %119, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %264 = stablehlo.add %119, %c_5 : tensor<i32>
    %265 = stablehlo.select %263, %264, %119 : tensor<i1>, tensor<i32>
    %266 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %267 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %268 = stablehlo.select %266, %267, %c_8 : tensor<i1>, tensor<i32>
    %269 = stablehlo.dynamic_slice %iterArg_34, %259, %262, %265, %268, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %271 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %272 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %273 = stablehlo.select %271, %272, %iterArg_19 : tensor<i1>, tensor<i32>
    %274 = stablehlo.compare LT, %120, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %275 = stablehlo.add %120, %c_10 : tensor<i32>
    %276 = stablehlo.select %274, %275, %120 : tensor<i1>, tensor<i32>
    %277 = stablehlo.compare LT, %121, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %278 = stablehlo.add %121, %c_5 : tensor<i32>
    %279 = stablehlo.select %277, %278, %121 : tensor<i1>, tensor<i32>
    %280 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %281 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %282 = stablehlo.select %280, %281, %c_8 : tensor<i1>, tensor<i32>
    %283 = stablehlo.dynamic_slice %iterArg_35, %273, %276, %279, %282, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %284 = stablehlo.reshape %283 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %285 = stablehlo.compare EQ, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %286 = stablehlo.remainder %iterArg_21, %c_10 : tensor<i32>
    %287 = stablehlo.compare EQ, %286, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %288 = stablehlo.and %285, %287 : tensor<i1>
    %289 = stablehlo.convert %288 : (tensor<i1>) -> tensor<i32>
    %290:2 = "stablehlo.case"(%289) ({
      stablehlo.return %245, %256 : tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %491 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %492 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %491, %492 : tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %291 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %292 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %293 = stablehlo.select %291, %292, %c_8 : tensor<i1>, tensor<i32>
    %294 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %296 = stablehlo.select %294, %295, %iterArg_22 : tensor<i1>, tensor<i32>
    %297 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %299 = stablehlo.select %297, %298, %iterArg_20 : tensor<i1>, tensor<i32>
    %300 = stablehlo.dynamic_slice %iterArg_16, %293, %296, %299, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %301 = stablehlo.reshape %300 : (tensor<1x1x1xi8>) -> tensor<i8>
    %302 = stablehlo.convert %301 : (tensor<i8>) -> tensor<i32>
    %303 = stablehlo.compare GT, %302, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.convert %303 : (tensor<i1>) -> tensor<i32>
    %305:11 = "stablehlo.case"(%304) ({
      stablehlo.return %135, %149, %163, %199, %213, %227, %234, %185, %174, %290#1, %290#0 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %491:15 = stablehlo.while(%iterArg_36 = %iterArg_20, %iterArg_37 = %c_8, %iterArg_38 = %c_8, %iterArg_39 = %135, %iterArg_40 = %149, %iterArg_41 = %163, %iterArg_42 = %199, %iterArg_43 = %213, %iterArg_44 = %227, %iterArg_45 = %234, %iterArg_46 = %185, %iterArg_47 = %174, %iterArg_48 = %290#1, %iterArg_49 = %290#0, %iterArg_50 = %c_8) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      cond {
        %492 = stablehlo.compare LT, %iterArg_37, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %492 : tensor<i1>
      } do {
        %492:13 = func.call @namtrain_tiny_cpu_bwd__closed_call(%iterArg_36, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50) : (tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>)
        %493 = stablehlo.add %iterArg_37, %c_7 : tensor<i32>
        stablehlo.return %iterArg_36, %493, %492#0, %492#1, %492#2, %492#3, %492#4, %492#5, %492#6, %492#7, %492#8, %492#9, %492#10, %492#11, %492#12 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
      }
      stablehlo.return %491#3, %491#4, %491#5, %491#6, %491#7, %491#8, %491#9, %491#10, %491#11, %491#12, %491#13 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %306 = stablehlo.compare EQ, %iterArg_22, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %307 = stablehlo.compare EQ, %286, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %308 = stablehlo.and %306, %307 : tensor<i1>
    %309 = stablehlo.convert %308 : (tensor<i1>) -> tensor<i32>
    %310:4 = "stablehlo.case"(%309) ({
      stablehlo.return %305#10, %270, %305#9, %284 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %491 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %492 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %491, %305#10, %492, %305#9 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>)
    %311 = stablehlo.broadcast_in_dim %305#0, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %312 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %314 = stablehlo.select %312, %313, %iterArg_19 : tensor<i1>, tensor<i32>
    %315 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %316 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %317 = stablehlo.select %315, %316, %iterArg_21 : tensor<i1>, tensor<i32>
    %318 = stablehlo.compare LT, %47, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = stablehlo.add %47, %c_5 : tensor<i32>
    %320 = stablehlo.select %318, %319, %47 : tensor<i1>, tensor<i32>
    %321 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %322 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %323 = stablehlo.select %321, %322, %c_8 : tensor<i1>, tensor<i32>
    %324 = stablehlo.dynamic_update_slice %iterArg_23, %311, %314, %317, %320, %323 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %325 = stablehlo.broadcast_in_dim %305#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %326 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %327 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %328 = stablehlo.select %326, %327, %iterArg_19 : tensor<i1>, tensor<i32>
    %329 = stablehlo.compare LT, %48, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %330 = stablehlo.add %48, %c_10 : tensor<i32>
    %331 = stablehlo.select %329, %330, %48 : tensor<i1>, tensor<i32>
    %332 = stablehlo.compare LT, %49, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %333 = stablehlo.add %49, %c_5 : tensor<i32>
    %334 = stablehlo.select %332, %333, %49 : tensor<i1>, tensor<i32>
    %335 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %336 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %337 = stablehlo.select %335, %336, %c_8 : tensor<i1>, tensor<i32>
    %338 = stablehlo.dynamic_update_slice %iterArg_24, %325, %328, %331, %334, %337 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %339 = stablehlo.broadcast_in_dim %305#2, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %340 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %341 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %342 = stablehlo.select %340, %341, %iterArg_19 : tensor<i1>, tensor<i32>
    %343 = stablehlo.compare LT, %50, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %344 = stablehlo.add %50, %c_10 : tensor<i32>
    %345 = stablehlo.select %343, %344, %50 : tensor<i1>, tensor<i32>
    %346 = stablehlo.compare LT, %51, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %347 = stablehlo.add %51, %c_5 : tensor<i32>
    %348 = stablehlo.select %346, %347, %51 : tensor<i1>, tensor<i32>
    %349 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %350 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %351 = stablehlo.select %349, %350, %c_8 : tensor<i1>, tensor<i32>
    %352 = stablehlo.dynamic_update_slice %iterArg_25, %339, %342, %345, %348, %351 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %353 = stablehlo.broadcast_in_dim %305#8, dims = [1, 2] : (tensor<8x128xi32>) -> tensor<1x8x128xi32>
    %354 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %355 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %356 = stablehlo.select %354, %355, %iterArg_19 : tensor<i1>, tensor<i32>
    %357 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %358 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %359 = stablehlo.select %357, %358, %c_8 : tensor<i1>, tensor<i32>
    %360 = stablehlo.compare LT, %64, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %361 = stablehlo.add %64, %c_5 : tensor<i32>
    %362 = stablehlo.select %360, %361, %64 : tensor<i1>, tensor<i32>
    %363 = stablehlo.dynamic_update_slice %iterArg_26, %353, %356, %359, %362 : (tensor<2x8x256xi32>, tensor<1x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256xi32>
    %364 = stablehlo.broadcast_in_dim %305#7, dims = [1, 2] : (tensor<128x128xi32>) -> tensor<1x128x128xi32>
    %365 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %366 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %367 = stablehlo.select %365, %366, %iterArg_19 : tensor<i1>, tensor<i32>
    %368 = stablehlo.compare LT, %65, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %369 = stablehlo.add %65, %c_5 : tensor<i32>
    %370 = stablehlo.select %368, %369, %65 : tensor<i1>, tensor<i32>
    %371 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %372 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %373 = stablehlo.select %371, %372, %c_8 : tensor<i1>, tensor<i32>
    %374 = stablehlo.dynamic_update_slice %iterArg_27, %364, %367, %370, %373 : (tensor<2x256x128xi32>, tensor<1x128x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xi32>
    %375 = stablehlo.broadcast_in_dim %305#3, dims = [2, 3] : (tensor<8x128xf32>) -> tensor<1x1x8x128xf32>
    %376 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %377 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %378 = stablehlo.select %376, %377, %iterArg_19 : tensor<i1>, tensor<i32>
    %379 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %380 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %381 = stablehlo.select %379, %380, %iterArg_21 : tensor<i1>, tensor<i32>
    %382 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %383 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %384 = stablehlo.select %382, %383, %c_8 : tensor<i1>, tensor<i32>
    %385 = stablehlo.compare LT, %78, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %386 = stablehlo.add %78, %c_5 : tensor<i32>
    %387 = stablehlo.select %385, %386, %78 : tensor<i1>, tensor<i32>
    %388 = stablehlo.dynamic_update_slice %iterArg_28, %375, %378, %381, %384, %387 : (tensor<2x4x8x256xf32>, tensor<1x1x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x8x256xf32>
    %389 = stablehlo.broadcast_in_dim %305#4, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %390 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %391 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %392 = stablehlo.select %390, %391, %iterArg_19 : tensor<i1>, tensor<i32>
    %393 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %394 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %395 = stablehlo.select %393, %394, %iterArg_21 : tensor<i1>, tensor<i32>
    %396 = stablehlo.compare LT, %91, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %397 = stablehlo.add %91, %c_5 : tensor<i32>
    %398 = stablehlo.select %396, %397, %91 : tensor<i1>, tensor<i32>
    %399 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %400 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %401 = stablehlo.select %399, %400, %c_8 : tensor<i1>, tensor<i32>
    %402 = stablehlo.dynamic_update_slice %iterArg_29, %389, %392, %395, %398, %401 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %403 = stablehlo.broadcast_in_dim %305#5, dims = [2, 3] : (tensor<8x128xf32>) -> tensor<1x1x8x128xf32>
    %404 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %405 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %406 = stablehlo.select %404, %405, %iterArg_19 : tensor<i1>, tensor<i32>
    %407 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %408 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %409 = stablehlo.select %407, %408, %iterArg_21 : tensor<i1>, tensor<i32>
    %410 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %411 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %412 = stablehlo.select %410, %411, %c_8 : tensor<i1>, tensor<i32>
    %413 = stablehlo.compare LT, %104, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %414 = stablehlo.add %104, %c_5 : tensor<i32>
    %415 = stablehlo.select %413, %414, %104 : tensor<i1>, tensor<i32>
    %416 = stablehlo.dynamic_update_slice %iterArg_30, %403, %406, %409, %412, %415 : (tensor<2x4x8x256xf32>, tensor<1x1x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x8x256xf32>
    %417 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %418 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %419 = stablehlo.select %417, %418, %c_8 : tensor<i1>, tensor<i32>
    %420 = stablehlo.compare LT, %117, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %421 = stablehlo.add %117, %c_5 : tensor<i32>
    %422 = stablehlo.select %420, %421, %117 : tensor<i1>, tensor<i32>
    %423 = stablehlo.dynamic_update_slice %iterArg_31, %305#6, %419, %422 : (tensor<8x256xi32>, tensor<8x128xi32>, tensor<i32>, tensor<i32>) -> tensor<8x256xi32>
    %424 = stablehlo.broadcast_in_dim %310#0, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %425 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %426 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %427 = stablehlo.select %425, %426, %iterArg_19 : tensor<i1>, tensor<i32>
    %428 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %429 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %430 = stablehlo.select %428, %429, %c_8 : tensor<i1>, tensor<i32>
    %431 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %432 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %433 = stablehlo.select %431, %432, %c_8 : tensor<i1>, tensor<i32>
    %434 = stablehlo.dynamic_update_slice %iterArg_32, %424, %427, %430, %433 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %435 = stablehlo.broadcast_in_dim %310#2, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %436 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %437 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %438 = stablehlo.select %436, %437, %iterArg_19 : tensor<i1>, tensor<i32>
    %439 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %440 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %441 = stablehlo.select %439, %440, %c_8 : tensor<i1>, tensor<i32>
    %442 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %443 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %444 = stablehlo.select %442, %443, %c_8 : tensor<i1>, tensor<i32>
    %445 = stablehlo.dynamic_update_slice %iterArg_33, %435, %438, %441, %444 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %446 = stablehlo.broadcast_in_dim %310#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %447 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %448 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %449 = stablehlo.select %447, %448, %iterArg_19 : tensor<i1>, tensor<i32>
    %450 = stablehlo.compare LT, %118, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %451 = stablehlo.add %118, %c_10 : tensor<i32>
    %452 = stablehlo.select %450, %451, %118 : tensor<i1>, tensor<i32>
    %453 = stablehlo.compare LT, %119, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %454 = stablehlo.add %119, %c_5 : tensor<i32>
    %455 = stablehlo.select %453, %454, %119 : tensor<i1>, tensor<i32>
    %456 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %457 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %458 = stablehlo.select %456, %457, %c_8 : tensor<i1>, tensor<i32>
    %459 = stablehlo.dynamic_update_slice %iterArg_34, %446, %449, %452, %455, %458 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %460 = stablehlo.broadcast_in_dim %310#3, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %461 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %462 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %463 = stablehlo.select %461, %462, %iterArg_19 : tensor<i1>, tensor<i32>
    %464 = stablehlo.compare LT, %120, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %465 = stablehlo.add %120, %c_10 : tensor<i32>
    %466 = stablehlo.select %464, %465, %120 : tensor<i1>, tensor<i32>
    %467 = stablehlo.compare LT, %121, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %468 = stablehlo.add %121, %c_5 : tensor<i32>
    %469 = stablehlo.select %467, %468, %121 : tensor<i1>, tensor<i32>
    %470 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %471 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %472 = stablehlo.select %470, %471, %c_8 : tensor<i1>, tensor<i32>
    %473 = stablehlo.dynamic_update_slice %iterArg_35, %460, %463, %466, %469, %472 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %474 = stablehlo.add %iterArg_18, %c_7 : tensor<i32>
    %475 = stablehlo.add %iterArg_22, %c_7 : tensor<i32>
    %476 = func.call @namtrain_tiny_cpu_bwd___where_1(%c_2, %475, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %477 = stablehlo.compare EQ, %476, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %478 = func.call @namtrain_tiny_cpu_bwd___where_2(%477, %c_8, %476) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %479 = stablehlo.add %iterArg_21, %c_7 : tensor<i32>
    %480 = func.call @namtrain_tiny_cpu_bwd___where_1(%477, %479, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %481 = stablehlo.compare EQ, %480, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %482 = func.call @namtrain_tiny_cpu_bwd___where_2(%481, %c_8, %480) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %483 = stablehlo.add %iterArg_20, %c_7 : tensor<i32>
    %484 = func.call @namtrain_tiny_cpu_bwd___where_1(%481, %483, %iterArg_20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %485 = stablehlo.compare EQ, %484, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %486 = func.call @namtrain_tiny_cpu_bwd___where_2(%485, %c_8, %484) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %487 = stablehlo.add %iterArg_19, %c_7 : tensor<i32>
    %488 = func.call @namtrain_tiny_cpu_bwd___where_1(%485, %487, %iterArg_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %489 = stablehlo.compare EQ, %488, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %490 = func.call @namtrain_tiny_cpu_bwd___where_2(%489, %c_8, %488) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %474, %490, %486, %482, %478, %324, %338, %352, %363, %374, %388, %402, %416, %423, %434, %445, %459, %473 : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x8x256xi32>, tensor<2x256x128xi32>, tensor<2x4x8x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x8x256xf32>, tensor<8x256xi32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>
  }
  %21 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x128xi32>
  %22 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x8x256xi32>
  %23 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %24 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3] : (tensor<2x4x256xf32>) -> tensor<2x4x1x256xf32>
  %25 = stablehlo.broadcast_in_dim %c_12, dims = [0] : (tensor<256xi32>) -> tensor<256x128xi32>
  %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
  %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x256x128xf32>
  %28 = stablehlo.multiply %c_10, %c_9 : tensor<i32>
  %29 = stablehlo.multiply %28, %c_10 : tensor<i32>
  %30 = stablehlo.multiply %29, %c_10 : tensor<i32>
  %31:19 = stablehlo.while(%iterArg = %30, %iterArg_16 = %c_14, %iterArg_17 = %c_15, %iterArg_18 = %c_8, %iterArg_19 = %c_8, %iterArg_20 = %c_8, %iterArg_21 = %c_8, %iterArg_22 = %c_8, %iterArg_23 = %0, %iterArg_24 = %1, %iterArg_25 = %2, %iterArg_26 = %21, %iterArg_27 = %22, %iterArg_28 = %23, %iterArg_29 = %4, %iterArg_30 = %24, %iterArg_31 = %25, %iterArg_32 = %26, %iterArg_33 = %27) : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<2x4x1x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x1x256xf32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>
  cond {
    %35 = stablehlo.convert %iterArg : tensor<i32>
    %36 = stablehlo.compare LT, %iterArg_18, %35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %36 : tensor<i1>
  } do {
    %35 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %36 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %38 = stablehlo.select %36, %37, %c_8 : tensor<i1>, tensor<i32>
    %39 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %41 = stablehlo.select %39, %40, %iterArg_21 : tensor<i1>, tensor<i32>
    %42 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %43 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %44 = stablehlo.select %42, %43, %iterArg_22 : tensor<i1>, tensor<i32>
    %45 = stablehlo.dynamic_slice %iterArg_17, %38, %41, %44, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %46 = stablehlo.reshape %45 : (tensor<1x1x1xi8>) -> tensor<i8>
    %47 = stablehlo.convert %46 : (tensor<i8>) -> tensor<i32>
    %48 = stablehlo.divide %iterArg_20, %c_10 : tensor<i32>
    %49 = stablehlo.multiply %c_6, %47 : tensor<i32>
    %50 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %52 = stablehlo.select %50, %51, %c_8 : tensor<i1>, tensor<i32>
    %53 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %54 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %55 = stablehlo.select %53, %54, %iterArg_21 : tensor<i1>, tensor<i32>
    %56 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %58 = stablehlo.select %56, %57, %iterArg_22 : tensor<i1>, tensor<i32>
    %59 = stablehlo.dynamic_slice %iterArg_17, %52, %55, %58, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %60 = stablehlo.reshape %59 : (tensor<1x1x1xi8>) -> tensor<i8>
    %61 = stablehlo.convert %60 : (tensor<i8>) -> tensor<i32>
    %62 = stablehlo.divide %iterArg_20, %c_10 : tensor<i32>
    %63 = stablehlo.multiply %c_6, %61 : tensor<i32>
    %64 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %65 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %67 = stablehlo.select %65, %66, %c_8 : tensor<i1>, tensor<i32>
    %68 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %69 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %70 = stablehlo.select %68, %69, %iterArg_21 : tensor<i1>, tensor<i32>
    %71 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %72 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %73 = stablehlo.select %71, %72, %iterArg_22 : tensor<i1>, tensor<i32>
    %74 = stablehlo.dynamic_slice %iterArg_17, %67, %70, %73, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %75 = stablehlo.reshape %74 : (tensor<1x1x1xi8>) -> tensor<i8>
    %76 = stablehlo.convert %75 : (tensor<i8>) -> tensor<i32>
    %77 = stablehlo.multiply %c_6, %76 : tensor<i32>
    %78 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %79 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %80 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %81 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %82 = stablehlo.multiply %c_6, %iterArg_21 : tensor<i32>
    %83 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %84 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %85 = stablehlo.select %83, %84, %iterArg_19 : tensor<i1>, tensor<i32>
    %86 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %87 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %88 = stablehlo.select %86, %87, %iterArg_20 : tensor<i1>, tensor<i32>
    %89 = stablehlo.compare LT, %35, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = stablehlo.add %35, %c_5 : tensor<i32>
    %91 = stablehlo.select %89, %90, %35 : tensor<i1>, tensor<i32>
    %92 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %94 = stablehlo.select %92, %93, %c_8 : tensor<i1>, tensor<i32>
    %95 = stablehlo.dynamic_slice %iterArg_23, %85, %88, %91, %94, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %97 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %99 = stablehlo.select %97, %98, %iterArg_19 : tensor<i1>, tensor<i32>
    %100 = stablehlo.compare LT, %48, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %101 = stablehlo.add %48, %c_10 : tensor<i32>
    %102 = stablehlo.select %100, %101, %48 : tensor<i1>, tensor<i32>
    %103 = stablehlo.compare LT, %49, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %104 = stablehlo.add %49, %c_5 : tensor<i32>
    %105 = stablehlo.select %103, %104, %49 : tensor<i1>, tensor<i32>
    %106 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %108 = stablehlo.select %106, %107, %c_8 : tensor<i1>, tensor<i32>
    %109 = stablehlo.dynamic_slice %iterArg_24, %99, %102, %105, %108, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %111 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %113 = stablehlo.select %111, %112, %iterArg_19 : tensor<i1>, tensor<i32>
    %114 = stablehlo.compare LT, %62, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %62, %c_10 : tensor<i32>
    %116 = stablehlo.select %114, %115, %62 : tensor<i1>, tensor<i32>
    %117 = stablehlo.compare LT, %63, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = stablehlo.add %63, %c_5 : tensor<i32>
    %119 = stablehlo.select %117, %118, %63 : tensor<i1>, tensor<i32>
    %120 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %121 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %122 = stablehlo.select %120, %121, %c_8 : tensor<i1>, tensor<i32>
    %123 = stablehlo.dynamic_slice %iterArg_25, %113, %116, %119, %122, sizes = [1, 1, 128, 128] : (tensor<2x2x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %125 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %126 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %127 = stablehlo.select %125, %126, %iterArg_19 : tensor<i1>, tensor<i32>
    %128 = stablehlo.compare LT, %64, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.add %64, %c_5 : tensor<i32>
    %130 = stablehlo.select %128, %129, %64 : tensor<i1>, tensor<i32>
    %131 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %133 = stablehlo.select %131, %132, %c_8 : tensor<i1>, tensor<i32>
    %134 = stablehlo.dynamic_slice %iterArg_26, %127, %130, %133, sizes = [1, 128, 128] : (tensor<2x256x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xi32>
    %135 = stablehlo.reshape %134 : (tensor<1x128x128xi32>) -> tensor<128x128xi32>
    %136 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %137 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %138 = stablehlo.select %136, %137, %iterArg_19 : tensor<i1>, tensor<i32>
    %139 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %140 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %141 = stablehlo.select %139, %140, %c_8 : tensor<i1>, tensor<i32>
    %142 = stablehlo.compare LT, %77, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %143 = stablehlo.add %77, %c_5 : tensor<i32>
    %144 = stablehlo.select %142, %143, %77 : tensor<i1>, tensor<i32>
    %145 = stablehlo.dynamic_slice %iterArg_27, %138, %141, %144, sizes = [1, 8, 128] : (tensor<2x8x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128xi32>
    %146 = stablehlo.reshape %145 : (tensor<1x8x128xi32>) -> tensor<8x128xi32>
    %147 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %149 = stablehlo.select %147, %148, %iterArg_19 : tensor<i1>, tensor<i32>
    %150 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %152 = stablehlo.select %150, %151, %iterArg_20 : tensor<i1>, tensor<i32>
    %153 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %155 = stablehlo.select %153, %154, %c_8 : tensor<i1>, tensor<i32>
    %156 = stablehlo.compare LT, %78, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %78, %c_5 : tensor<i32>
    %158 = stablehlo.select %156, %157, %78 : tensor<i1>, tensor<i32>
    %159 = stablehlo.dynamic_slice %iterArg_28, %149, %152, %155, %158, sizes = [1, 1, 1, 128] : (tensor<2x4x1x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x1x1x128xf32>) -> tensor<1x128xf32>
    %161 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %162 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %163 = stablehlo.select %161, %162, %iterArg_19 : tensor<i1>, tensor<i32>
    %164 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %165 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %166 = stablehlo.select %164, %165, %iterArg_20 : tensor<i1>, tensor<i32>
    %167 = stablehlo.compare LT, %79, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %79, %c_5 : tensor<i32>
    %169 = stablehlo.select %167, %168, %79 : tensor<i1>, tensor<i32>
    %170 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %172 = stablehlo.select %170, %171, %c_8 : tensor<i1>, tensor<i32>
    %173 = stablehlo.dynamic_slice %iterArg_29, %163, %166, %169, %172, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %175 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %176 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %177 = stablehlo.select %175, %176, %iterArg_19 : tensor<i1>, tensor<i32>
    %178 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %180 = stablehlo.select %178, %179, %iterArg_20 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %183 = stablehlo.select %181, %182, %c_8 : tensor<i1>, tensor<i32>
    %184 = stablehlo.compare LT, %80, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = stablehlo.add %80, %c_5 : tensor<i32>
    %186 = stablehlo.select %184, %185, %80 : tensor<i1>, tensor<i32>
    %187 = stablehlo.dynamic_slice %iterArg_30, %177, %180, %183, %186, sizes = [1, 1, 1, 128] : (tensor<2x4x1x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x128xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x1x1x128xf32>) -> tensor<1x128xf32>
    %189 = stablehlo.compare LT, %81, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %81, %c_5 : tensor<i32>
    %191 = stablehlo.select %189, %190, %81 : tensor<i1>, tensor<i32>
    %192 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %194 = stablehlo.select %192, %193, %c_8 : tensor<i1>, tensor<i32>
    %195 = stablehlo.dynamic_slice %iterArg_31, %191, %194, sizes = [128, 128] : (tensor<256x128xi32>, tensor<i32>, tensor<i32>) -> tensor<128x128xi32>
    %196 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %198 = stablehlo.select %196, %197, %iterArg_19 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %201 = stablehlo.select %199, %200, %c_8 : tensor<i1>, tensor<i32>
    %202 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %204 = stablehlo.select %202, %203, %c_8 : tensor<i1>, tensor<i32>
    %205 = stablehlo.dynamic_slice %iterArg_32, %198, %201, %204, sizes = [1, 128, 128] : (tensor<2x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %207 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %209 = stablehlo.select %207, %208, %iterArg_19 : tensor<i1>, tensor<i32>
    %210 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %212 = stablehlo.select %210, %211, %iterArg_20 : tensor<i1>, tensor<i32>
    %213 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %82, %c_5 : tensor<i32>
    %215 = stablehlo.select %213, %214, %82 : tensor<i1>, tensor<i32>
    %216 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %218 = stablehlo.select %216, %217, %c_8 : tensor<i1>, tensor<i32>
    %219 = stablehlo.dynamic_slice %iterArg_33, %209, %212, %215, %218, sizes = [1, 1, 128, 128] : (tensor<2x4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128x128xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x1x128x128xf32>) -> tensor<128x128xf32>
    %221 = stablehlo.compare EQ, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %222 = stablehlo.convert %221 : (tensor<i1>) -> tensor<i32>
    %223 = "stablehlo.case"(%222) ({
      stablehlo.return %206 : tensor<128x128xf32>
    }, {
      %409 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %409 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %224 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %226 = stablehlo.select %224, %225, %c_8 : tensor<i1>, tensor<i32>
    %227 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %229 = stablehlo.select %227, %228, %iterArg_21 : tensor<i1>, tensor<i32>
    %230 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %231 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %232 = stablehlo.select %230, %231, %iterArg_22 : tensor<i1>, tensor<i32>
    %233 = stablehlo.dynamic_slice %iterArg_16, %226, %229, %232, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %234 = stablehlo.reshape %233 : (tensor<1x1x1xi8>) -> tensor<i8>
    %235 = stablehlo.convert %234 : (tensor<i8>) -> tensor<i32>
    %236 = stablehlo.compare GT, %235, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %237 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %238 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %239 = stablehlo.select %237, %238, %c_8 : tensor<i1>, tensor<i32>
    %240 = stablehlo.compare LT, %iterArg_21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %242 = stablehlo.select %240, %241, %iterArg_21 : tensor<i1>, tensor<i32>
    %243 = stablehlo.compare LT, %iterArg_22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %244 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %245 = stablehlo.select %243, %244, %iterArg_22 : tensor<i1>, tensor<i32>
    %246 = stablehlo.dynamic_slice %iterArg_17, %239, %242, %245, sizes = [1, 1, 1] : (tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1xi8>
    %247 = stablehlo.reshape %246 : (tensor<1x1x1xi8>) -> tensor<i8>
    %248 = stablehlo.convert %247 : (tensor<i8>) -> tensor<i32>
    %249 = stablehlo.convert %236 : (tensor<i1>) -> tensor<i32>
    %250 = "stablehlo.case"(%249) ({
      stablehlo.return %223 : tensor<128x128xf32>
    }, {
      %409 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %410 = stablehlo.add %c_8, %c_7 : tensor<i32>
      %411 = stablehlo.select %409, %410, %c_8 : tensor<i1>, tensor<i32>
      %412 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %413 = stablehlo.add %c_8, %c_6 : tensor<i32>
      %414 = stablehlo.select %412, %413, %c_8 : tensor<i1>, tensor<i32>
      %415 = stablehlo.dynamic_slice %160, %411, %414, sizes = [1, 128] : (tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
      %416 = stablehlo.reshape %415 : (tensor<1x128xf32>) -> tensor<128xf32>
      %417 = stablehlo.broadcast_in_dim %416, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %418 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %419 = stablehlo.add %c_8, %c_7 : tensor<i32>
      %420 = stablehlo.select %418, %419, %c_8 : tensor<i1>, tensor<i32>
      %421 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %422 = stablehlo.add %c_8, %c_6 : tensor<i32>
      %423 = stablehlo.select %421, %422, %c_8 : tensor<i1>, tensor<i32>
      %424 = stablehlo.dynamic_slice %188, %420, %423, sizes = [1, 128] : (tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
      %425 = stablehlo.reshape %424 : (tensor<1x128xf32>) -> tensor<128xf32>
      %426 = stablehlo.broadcast_in_dim %425, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %427 = stablehlo.dot_general %96, %110, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %428 = stablehlo.multiply %248, %c_6 : tensor<i32>
      %429 = stablehlo.iota dim = 1 : tensor<128x128xi32>
      %430 = stablehlo.broadcast_in_dim %428, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %431 = stablehlo.add %430, %429 : tensor<128x128xi32>
      %432 = stablehlo.reshape %195 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
      %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
      %434 = stablehlo.reshape %433 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
      %435 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %436 = stablehlo.subtract %434, %435 : tensor<128x128xi32>
      %437 = stablehlo.compare LE, %436, %431, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %438 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
      %439 = stablehlo.add %434, %438 : tensor<128x128xi32>
      %440 = stablehlo.compare GE, %439, %431, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %441 = stablehlo.and %437, %440 : tensor<128x128xi1>
      %442 = stablehlo.slice %146 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
      %443 = stablehlo.reshape %135 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
      %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
      %445 = stablehlo.reshape %444 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
      %446 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
      %447 = stablehlo.compare EQ, %445, %446, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
      %448 = stablehlo.and %441, %447 : tensor<128x128xi1>
      %449 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %450 = stablehlo.divide %427, %449 : tensor<128x128xf32>
      %451 = stablehlo.tanh %450 : tensor<128x128xf32>
      %452 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %453 = stablehlo.multiply %451, %452 : tensor<128x128xf32>
      %454 = func.call @namtrain_tiny_cpu_bwd___where(%448, %453, %cst_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
      %455 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
      %456 = stablehlo.subtract %454, %455 : tensor<128x128xf32>
      %457 = stablehlo.exponential %456 : tensor<128x128xf32>
      %458 = stablehlo.dot_general %174, %124, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %459 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
      %460 = stablehlo.subtract %458, %459 : tensor<128x128xf32>
      %461 = stablehlo.multiply %460, %457 : tensor<128x128xf32>
      %462 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %463 = stablehlo.divide %427, %462 : tensor<128x128xf32>
      %464 = stablehlo.tanh %463 : tensor<128x128xf32>
      %465 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %466 = stablehlo.subtract %465, %464 : tensor<128x128xf32>
      %467 = stablehlo.multiply %461, %466 : tensor<128x128xf32>
      %468 = stablehlo.multiply %467, %464 : tensor<128x128xf32>
      %469 = stablehlo.add %467, %468 : tensor<128x128xf32>
      %470 = stablehlo.dot_general %469, %110, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      %471 = stablehlo.add %223, %470 : tensor<128x128xf32>
      stablehlo.return %471 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %251 = stablehlo.compare EQ, %iterArg_22, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %252 = stablehlo.convert %251 : (tensor<i1>) -> tensor<i32>
    %253:2 = "stablehlo.case"(%252) ({
      stablehlo.return %250, %220 : tensor<128x128xf32>, tensor<128x128xf32>
    }, {
      %409 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %409, %250 : tensor<128x128xf32>, tensor<128x128xf32>
    }) : (tensor<i32>) -> (tensor<128x128xf32>, tensor<128x128xf32>)
    %254 = stablehlo.broadcast_in_dim %96, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %255 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %256 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %257 = stablehlo.select %255, %256, %iterArg_19 : tensor<i1>, tensor<i32>
    %258 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %259 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %260 = stablehlo.select %258, %259, %iterArg_20 : tensor<i1>, tensor<i32>
    %261 = stablehlo.compare LT, %35, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %262 = stablehlo.add %35, %c_5 : tensor<i32>
    %263 = stablehlo.select %261, %262, %35 : tensor<i1>, tensor<i32>
    %264 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %265 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %266 = stablehlo.select %264, %265, %c_8 : tensor<i1>, tensor<i32>
    %267 = stablehlo.dynamic_update_slice %iterArg_23, %254, %257, %260, %263, %266 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %268 = stablehlo.broadcast_in_dim %110, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %269 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %270 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %271 = stablehlo.select %269, %270, %iterArg_19 : tensor<i1>, tensor<i32>
    %272 = stablehlo.compare LT, %48, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %273 = stablehlo.add %48, %c_10 : tensor<i32>
    %274 = stablehlo.select %272, %273, %48 : tensor<i1>, tensor<i32>
    %275 = stablehlo.compare LT, %49, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %276 = stablehlo.add %49, %c_5 : tensor<i32>
    %277 = stablehlo.select %275, %276, %49 : tensor<i1>, tensor<i32>
    %278 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %280 = stablehlo.select %278, %279, %c_8 : tensor<i1>, tensor<i32>
    %281 = stablehlo.dynamic_update_slice %iterArg_24, %268, %271, %274, %277, %280 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %282 = stablehlo.broadcast_in_dim %124, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %283 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %284 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %285 = stablehlo.select %283, %284, %iterArg_19 : tensor<i1>, tensor<i32>
    %286 = stablehlo.compare LT, %62, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %287 = stablehlo.add %62, %c_10 : tensor<i32>
    %288 = stablehlo.select %286, %287, %62 : tensor<i1>, tensor<i32>
    %289 = stablehlo.compare LT, %63, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %290 = stablehlo.add %63, %c_5 : tensor<i32>
    %291 = stablehlo.select %289, %290, %63 : tensor<i1>, tensor<i32>
    %292 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %293 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %294 = stablehlo.select %292, %293, %c_8 : tensor<i1>, tensor<i32>
    %295 = stablehlo.dynamic_update_slice %iterArg_25, %282, %285, %288, %291, %294 : (tensor<2x2x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x256x128xf32>
    %296 = stablehlo.broadcast_in_dim %135, dims = [1, 2] : (tensor<128x128xi32>) -> tensor<1x128x128xi32>
    %297 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %299 = stablehlo.select %297, %298, %iterArg_19 : tensor<i1>, tensor<i32>
    %300 = stablehlo.compare LT, %64, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %301 = stablehlo.add %64, %c_5 : tensor<i32>
    %302 = stablehlo.select %300, %301, %64 : tensor<i1>, tensor<i32>
    %303 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %305 = stablehlo.select %303, %304, %c_8 : tensor<i1>, tensor<i32>
    %306 = stablehlo.dynamic_update_slice %iterArg_26, %296, %299, %302, %305 : (tensor<2x256x128xi32>, tensor<1x128x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x128xi32>
    %307 = stablehlo.broadcast_in_dim %146, dims = [1, 2] : (tensor<8x128xi32>) -> tensor<1x8x128xi32>
    %308 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %309 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %310 = stablehlo.select %308, %309, %iterArg_19 : tensor<i1>, tensor<i32>
    %311 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %312 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %313 = stablehlo.select %311, %312, %c_8 : tensor<i1>, tensor<i32>
    %314 = stablehlo.compare LT, %77, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %315 = stablehlo.add %77, %c_5 : tensor<i32>
    %316 = stablehlo.select %314, %315, %77 : tensor<i1>, tensor<i32>
    %317 = stablehlo.dynamic_update_slice %iterArg_27, %307, %310, %313, %316 : (tensor<2x8x256xi32>, tensor<1x8x128xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256xi32>
    %318 = stablehlo.broadcast_in_dim %160, dims = [2, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %319 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %320 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %321 = stablehlo.select %319, %320, %iterArg_19 : tensor<i1>, tensor<i32>
    %322 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %324 = stablehlo.select %322, %323, %iterArg_20 : tensor<i1>, tensor<i32>
    %325 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %326 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %327 = stablehlo.select %325, %326, %c_8 : tensor<i1>, tensor<i32>
    %328 = stablehlo.compare LT, %78, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %329 = stablehlo.add %78, %c_5 : tensor<i32>
    %330 = stablehlo.select %328, %329, %78 : tensor<i1>, tensor<i32>
    %331 = stablehlo.dynamic_update_slice %iterArg_28, %318, %321, %324, %327, %330 : (tensor<2x4x1x256xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x1x256xf32>
    %332 = stablehlo.broadcast_in_dim %174, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %333 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %335 = stablehlo.select %333, %334, %iterArg_19 : tensor<i1>, tensor<i32>
    %336 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %338 = stablehlo.select %336, %337, %iterArg_20 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %79, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %79, %c_5 : tensor<i32>
    %341 = stablehlo.select %339, %340, %79 : tensor<i1>, tensor<i32>
    %342 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %343 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %344 = stablehlo.select %342, %343, %c_8 : tensor<i1>, tensor<i32>
    %345 = stablehlo.dynamic_update_slice %iterArg_29, %332, %335, %338, %341, %344 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %346 = stablehlo.broadcast_in_dim %188, dims = [2, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %347 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %349 = stablehlo.select %347, %348, %iterArg_19 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %352 = stablehlo.select %350, %351, %iterArg_20 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_8, %c_7 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_8 : tensor<i1>, tensor<i32>
    %356 = stablehlo.compare LT, %80, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %357 = stablehlo.add %80, %c_5 : tensor<i32>
    %358 = stablehlo.select %356, %357, %80 : tensor<i1>, tensor<i32>
    %359 = stablehlo.dynamic_update_slice %iterArg_30, %346, %349, %352, %355, %358 : (tensor<2x4x1x256xf32>, tensor<1x1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x1x256xf32>
    %360 = stablehlo.compare LT, %81, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %361 = stablehlo.add %81, %c_5 : tensor<i32>
    %362 = stablehlo.select %360, %361, %81 : tensor<i1>, tensor<i32>
    %363 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %364 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %365 = stablehlo.select %363, %364, %c_8 : tensor<i1>, tensor<i32>
    %366 = stablehlo.dynamic_update_slice %iterArg_31, %195, %362, %365 : (tensor<256x128xi32>, tensor<128x128xi32>, tensor<i32>, tensor<i32>) -> tensor<256x128xi32>
    %367 = stablehlo.broadcast_in_dim %253#0, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %368 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %369 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %370 = stablehlo.select %368, %369, %iterArg_19 : tensor<i1>, tensor<i32>
    %371 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %372 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %373 = stablehlo.select %371, %372, %c_8 : tensor<i1>, tensor<i32>
    %374 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %375 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %376 = stablehlo.select %374, %375, %c_8 : tensor<i1>, tensor<i32>
    %377 = stablehlo.dynamic_update_slice %iterArg_32, %367, %370, %373, %376 : (tensor<2x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x128x128xf32>
    %378 = stablehlo.broadcast_in_dim %253#1, dims = [2, 3] : (tensor<128x128xf32>) -> tensor<1x1x128x128xf32>
    %379 = stablehlo.compare LT, %iterArg_19, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %380 = stablehlo.add %iterArg_19, %c_10 : tensor<i32>
    %381 = stablehlo.select %379, %380, %iterArg_19 : tensor<i1>, tensor<i32>
    %382 = stablehlo.compare LT, %iterArg_20, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %383 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %384 = stablehlo.select %382, %383, %iterArg_20 : tensor<i1>, tensor<i32>
    %385 = stablehlo.compare LT, %82, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %386 = stablehlo.add %82, %c_5 : tensor<i32>
    %387 = stablehlo.select %385, %386, %82 : tensor<i1>, tensor<i32>
    %388 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %389 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %390 = stablehlo.select %388, %389, %c_8 : tensor<i1>, tensor<i32>
    %391 = stablehlo.dynamic_update_slice %iterArg_33, %378, %381, %384, %387, %390 : (tensor<2x4x256x128xf32>, tensor<1x1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x128xf32>
    %392 = stablehlo.add %iterArg_18, %c_7 : tensor<i32>
    %393 = stablehlo.add %iterArg_22, %c_7 : tensor<i32>
    %394 = func.call @namtrain_tiny_cpu_bwd___where_1(%c_2, %393, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %395 = stablehlo.compare EQ, %394, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %396 = func.call @namtrain_tiny_cpu_bwd___where_2(%395, %c_8, %394) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %397 = stablehlo.add %iterArg_21, %c_7 : tensor<i32>
    %398 = func.call @namtrain_tiny_cpu_bwd___where_1(%395, %397, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %399 = stablehlo.compare EQ, %398, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %400 = func.call @namtrain_tiny_cpu_bwd___where_2(%399, %c_8, %398) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %401 = stablehlo.add %iterArg_20, %c_7 : tensor<i32>
    %402 = func.call @namtrain_tiny_cpu_bwd___where_1(%399, %401, %iterArg_20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %403 = stablehlo.compare EQ, %402, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %404 = func.call @namtrain_tiny_cpu_bwd___where_2(%403, %c_8, %402) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %405 = stablehlo.add %iterArg_19, %c_7 : tensor<i32>
    %406 = func.call @namtrain_tiny_cpu_bwd___where_1(%403, %405, %iterArg_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %407 = stablehlo.compare EQ, %406, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %408 = func.call @namtrain_tiny_cpu_bwd___where_2(%407, %c_8, %406) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %392, %408, %404, %400, %396, %267, %281, %295, %306, %317, %331, %345, %359, %366, %377, %391 : tensor<i32>, tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x128xf32>, tensor<2x256x128xi32>, tensor<2x8x256xi32>, tensor<2x4x1x256xf32>, tensor<2x4x256x128xf32>, tensor<2x4x1x256xf32>, tensor<256x128xi32>, tensor<2x128x128xf32>, tensor<2x4x256x128xf32>
  }
  %32 = stablehlo.transpose %31#18, dims = [0, 2, 1, 3] : (tensor<2x4x256x128xf32>) -> tensor<2x256x4x128xf32>
  %33 = stablehlo.transpose %20#19, dims = [0, 2, 1, 3] : (tensor<2x2x256x128xf32>) -> tensor<2x256x2x128xf32>
  %34 = stablehlo.transpose %20#20, dims = [0, 2, 1, 3] : (tensor<2x2x256x128xf32>) -> tensor<2x256x2x128xf32>
  return %32, %33, %34 : tensor<2x256x4x128xf32>, tensor<2x256x2x128xf32>, tensor<2x256x2x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<8x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<8x128xf32>, %arg8: tensor<8x128xi32>, %arg9: tensor<128x128xi32>, %arg10: tensor<8x128xi32>, %arg11: tensor<128x128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:12 = call @namtrain_tiny_cpu_bwd__closed_call_0(%arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg0, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13) : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<i32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>
}
func.func private @namtrain_tiny_cpu_bwd__closed_call_0(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<8x128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<8x128xf32>, %arg6: tensor<i32>, %arg7: tensor<8x128xi32>, %arg8: tensor<128x128xi32>, %arg9: tensor<8x128xi32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128x128xf32>, %arg12: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %cst_1 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<127> : tensor<i32>
  %c_3 = stablehlo.constant dense<128> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg12, %c_4 : tensor<i32>
  %1 = stablehlo.multiply %arg12, %c_3 : tensor<i32>
  %2 = stablehlo.convert %1 : tensor<i32>
  %3 = stablehlo.compare LT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = stablehlo.add %2, %c_3 : tensor<i32>
  %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
  %6 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.add %c, %c_3 : tensor<i32>
  %8 = stablehlo.select %6, %7, %c : tensor<i1>, tensor<i32>
  %9 = stablehlo.dynamic_slice %arg1, %5, %8, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %10 = stablehlo.convert %1 : tensor<i32>
  %11 = stablehlo.compare LT, %10, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %12 = stablehlo.add %10, %c_3 : tensor<i32>
  %13 = stablehlo.select %11, %12, %10 : tensor<i1>, tensor<i32>
  %14 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %15 = stablehlo.add %c, %c_3 : tensor<i32>
  %16 = stablehlo.select %14, %15, %c : tensor<i1>, tensor<i32>
  %17 = stablehlo.dynamic_slice %arg2, %13, %16, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %18 = stablehlo.slice %arg3 [0:1, 0:128] : (tensor<8x128xf32>) -> tensor<1x128xf32>
  %19 = stablehlo.slice %arg5 [0:1, 0:128] : (tensor<8x128xf32>) -> tensor<1x128xf32>
  %20 = stablehlo.dot_general %9, %arg0, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %21 = stablehlo.multiply %arg6, %c_3 : tensor<i32>
  %22 = stablehlo.multiply %arg12, %c_3 : tensor<i32>
  %23 = stablehlo.convert %22 : tensor<i32>
  %24 = stablehlo.add %21, %23 : tensor<i32>
  %25 = stablehlo.iota dim = 0 : tensor<128x128xi32>
  %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %27 = stablehlo.add %26, %25 : tensor<128x128xi32>
  %28 = stablehlo.slice %arg7 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
  %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
  %30 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %31 = stablehlo.subtract %29, %30 : tensor<128x128xi32>
  %32 = stablehlo.compare LE, %31, %27, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
  %34 = stablehlo.add %29, %33 : tensor<128x128xi32>
  %35 = stablehlo.compare GE, %34, %27, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %36 = stablehlo.and %32, %35 : tensor<128x128xi1>
  %37 = stablehlo.convert %1 : tensor<i32>
  %38 = stablehlo.compare LT, %37, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %39 = stablehlo.add %37, %c_3 : tensor<i32>
  %40 = stablehlo.select %38, %39, %37 : tensor<i1>, tensor<i32>
  %41 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %42 = stablehlo.add %c, %c_3 : tensor<i32>
  %43 = stablehlo.select %41, %42, %c : tensor<i1>, tensor<i32>
  %44 = stablehlo.dynamic_slice %arg8, %40, %43, sizes = [128, 128] : (tensor<128x128xi32>, tensor<i32>, tensor<i32>) -> tensor<128x128xi32>
  %45 = stablehlo.reshape %44 : (tensor<128x128xi32>) -> tensor<1x128x1x128xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x128x1x128xi32>) -> tensor<1x128x1x128xi32>
  %47 = stablehlo.reshape %46 : (tensor<1x128x1x128xi32>) -> tensor<128x128xi32>
  %48 = stablehlo.slice %arg9 [0:1, 0:128] : (tensor<8x128xi32>) -> tensor<1x128xi32>
  %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<128x128xi32>
  %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
  %51 = stablehlo.and %36, %50 : tensor<128x128xi1>
  %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %53 = stablehlo.divide %20, %52 : tensor<128x128xf32>
  %54 = stablehlo.tanh %53 : tensor<128x128xf32>
  %55 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %56 = stablehlo.multiply %54, %55 : tensor<128x128xf32>
  %57 = call @namtrain_tiny_cpu_bwd___where(%51, %56, %cst_0) : (tensor<128x128xi1>, tensor<128x128xf32>, tensor<f32>) -> tensor<128x128xf32>
  %58 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
  %59 = stablehlo.subtract %57, %58 : tensor<128x128xf32>
  %60 = stablehlo.exponential %59 : tensor<128x128xf32>
  %61 = stablehlo.dot_general %60, %arg4, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %62 = stablehlo.convert %1 : tensor<i32>
  %63 = stablehlo.compare LT, %62, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %64 = stablehlo.add %62, %c_3 : tensor<i32>
  %65 = stablehlo.select %63, %64, %62 : tensor<i1>, tensor<i32>
  %66 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %67 = stablehlo.add %c, %c_3 : tensor<i32>
  %68 = stablehlo.select %66, %67, %c : tensor<i1>, tensor<i32>
  %69 = stablehlo.dynamic_slice %arg10, %65, %68, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %70 = stablehlo.add %61, %69 : tensor<128x128xf32>
  %71 = stablehlo.convert %1 : tensor<i32>
  %72 = stablehlo.compare LT, %71, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %73 = stablehlo.add %71, %c_3 : tensor<i32>
  %74 = stablehlo.select %72, %73, %71 : tensor<i1>, tensor<i32>
  %75 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %76 = stablehlo.add %c, %c_3 : tensor<i32>
  %77 = stablehlo.select %75, %76, %c : tensor<i1>, tensor<i32>
  %78 = stablehlo.dynamic_update_slice %arg10, %70, %74, %77 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %79 = stablehlo.dot_general %17, %arg4, contracting_dims = [1] x [1] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %80 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<128x128xf32>
  %81 = stablehlo.subtract %79, %80 : tensor<128x128xf32>
  %82 = stablehlo.multiply %81, %60 : tensor<128x128xf32>
  %83 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %84 = stablehlo.divide %20, %83 : tensor<128x128xf32>
  %85 = stablehlo.tanh %84 : tensor<128x128xf32>
  %86 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %87 = stablehlo.subtract %86, %85 : tensor<128x128xf32>
  %88 = stablehlo.multiply %82, %87 : tensor<128x128xf32>
  %89 = stablehlo.multiply %88, %85 : tensor<128x128xf32>
  %90 = stablehlo.add %88, %89 : tensor<128x128xf32>
  %91 = stablehlo.dot_general %90, %arg0, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
  %92 = stablehlo.convert %1 : tensor<i32>
  %93 = stablehlo.compare LT, %92, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %94 = stablehlo.add %92, %c_3 : tensor<i32>
  %95 = stablehlo.select %93, %94, %92 : tensor<i1>, tensor<i32>
  %96 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %97 = stablehlo.add %c, %c_3 : tensor<i32>
  %98 = stablehlo.select %96, %97, %c : tensor<i1>, tensor<i32>
  %99 = stablehlo.dynamic_slice %arg11, %95, %98, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  %100 = stablehlo.add %91, %99 : tensor<128x128xf32>
  %101 = stablehlo.convert %1 : tensor<i32>
  %102 = stablehlo.compare LT, %101, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %103 = stablehlo.add %101, %c_3 : tensor<i32>
  %104 = stablehlo.select %102, %103, %101 : tensor<i1>, tensor<i32>
  %105 = stablehlo.compare LT, %c, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %106 = stablehlo.add %c, %c_3 : tensor<i32>
  %107 = stablehlo.select %105, %106, %c : tensor<i1>, tensor<i32>
  %108 = stablehlo.dynamic_update_slice %arg11, %100, %104, %107 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
  return %0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg7, %arg8, %arg9, %78, %108 : tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>, tensor<8x128xf32>, tensor<8x128xi32>, tensor<128x128xi32>, tensor<8x128xi32>, tensor<128x128xf32>, tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd___where(%arg0: tensor<128x128xi1>, %arg1: tensor<128x128xf32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128x128xi1>, tensor<128x128xf32>
  return %2 : tensor<128x128xf32>
}
func.func private @namtrain_tiny_cpu_bwd___where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_tiny_cpu_bwd___where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
