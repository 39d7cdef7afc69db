func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs(%arg0: tensor<256x256xf32>, %arg1: tensor<4x128x256xf32>, %arg2: tensor<4xi32>) -> (tensor<256x128xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<7> : tensor<i32>
  %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_3 = stablehlo.constant dense<5> : tensor<i32>
  %c_4 = stablehlo.constant dense<4> : tensor<i32>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %c_6 = stablehlo.constant dense<3> : tensor<i32>
  %c_7 = stablehlo.constant dense<64> : tensor<i32>
  %c_8 = stablehlo.constant dense<256> : tensor<i32>
  %c_9 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__floor_divide(%7, %c_7) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__floor_divide(%17, %c_7) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_1(%10, %21, %c_9) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.add %9, %c_7 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_5 : tensor<i32>
  %25 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__floor_divide_2(%24, %c_7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_4, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %31 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_4(%28) : (tensor<5xi32>) -> tensor<5xi32>
  %32 = stablehlo.slice %31 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<7xi32>
  %35 = stablehlo.subtract %33, %c_5 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<7xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %43 = stablehlo.convert %42 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %44 = stablehlo.reduce(%43 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %45 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %47 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %48 = stablehlo.add %44, %47 : tensor<7xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<7xi1>, tensor<7xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %52 = stablehlo.add %51, %37 : tensor<7xi32>
  %53 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %55 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %56 = stablehlo.add %44, %55 : tensor<7xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<7xi1>, tensor<7xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %60 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %62 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %63 = stablehlo.add %44, %62 : tensor<7xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<7xi1>, tensor<7xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<7xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<7xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %75 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %76 = stablehlo.multiply %c_5, %c_1 : tensor<i32>
  %77 = stablehlo.multiply %76, %c_5 : tensor<i32>
  %78:14 = stablehlo.while(%iterArg = %77, %iterArg_10 = %68, %iterArg_11 = %73, %iterArg_12 = %44, %iterArg_13 = %70, %iterArg_14 = %72, %iterArg_15 = %c_9, %iterArg_16 = %c_9, %iterArg_17 = %c_9, %iterArg_18 = %c_9, %iterArg_19 = %arg0, %iterArg_20 = %arg1, %iterArg_21 = %74, %iterArg_22 = %75) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  cond {
    %79 = stablehlo.convert %iterArg : tensor<i32>
    %80 = stablehlo.compare LT, %iterArg_15, %79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %80 : tensor<i1>
  } do {
    %79 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %80 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
    %81 = stablehlo.select %79, %80, %iterArg_17 : tensor<i1>, tensor<i32>
    %82 = stablehlo.dynamic_slice %iterArg_10, %81, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %83 = stablehlo.reshape %82 : (tensor<1xi32>) -> tensor<i32>
    %84 = stablehlo.compare LT, %c_9, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.add %c_9, %c_5 : tensor<i32>
    %86 = stablehlo.select %84, %85, %c_9 : tensor<i1>, tensor<i32>
    %87 = stablehlo.dynamic_slice %iterArg_11, %86, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %88 = stablehlo.reshape %87 : (tensor<1xi32>) -> tensor<i32>
    %89 = stablehlo.compare LT, %iterArg_17, %88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_6(%89, %iterArg_18, %c_9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %91 = stablehlo.multiply %c_7, %83 : tensor<i32>
    %92 = stablehlo.multiply %c_8, %90 : tensor<i32>
    %93 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %94 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
    %95 = stablehlo.select %93, %94, %iterArg_17 : tensor<i1>, tensor<i32>
    %96 = stablehlo.dynamic_slice %iterArg_12, %95, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %97 = stablehlo.reshape %96 : (tensor<1xi32>) -> tensor<i32>
    %98 = stablehlo.minimum %97, %c_6 : tensor<i32>
    %99 = stablehlo.compare LT, %c_9, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %c_9, %c_5 : tensor<i32>
    %101 = stablehlo.select %99, %100, %c_9 : tensor<i1>, tensor<i32>
    %102 = stablehlo.dynamic_slice %iterArg_11, %101, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.reshape %102 : (tensor<1xi32>) -> tensor<i32>
    %104 = stablehlo.compare LT, %iterArg_17, %103, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_6(%104, %iterArg_18, %c_9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %106 = stablehlo.multiply %c_0, %iterArg_16 : tensor<i32>
    %107 = stablehlo.multiply %c_8, %105 : tensor<i32>
    %108 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
    %110 = stablehlo.select %108, %109, %iterArg_17 : tensor<i1>, tensor<i32>
    %111 = stablehlo.dynamic_slice %iterArg_10, %110, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %112 = stablehlo.reshape %111 : (tensor<1xi32>) -> tensor<i32>
    %113 = stablehlo.multiply %c_7, %112 : tensor<i32>
    %114 = stablehlo.multiply %c_0, %iterArg_16 : tensor<i32>
    %115 = stablehlo.compare LT, %91, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %91, %c_8 : tensor<i32>
    %117 = stablehlo.select %115, %116, %91 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %92, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %92, %c_8 : tensor<i32>
    %120 = stablehlo.select %118, %119, %92 : tensor<i1>, tensor<i32>
    %121 = stablehlo.dynamic_slice %iterArg_19, %117, %120, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %122 = stablehlo.compare LT, %98, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %123 = stablehlo.add %98, %c_4 : tensor<i32>
    %124 = stablehlo.select %122, %123, %98 : tensor<i1>, tensor<i32>
    %125 = stablehlo.compare LT, %106, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %126 = stablehlo.add %106, %c_0 : tensor<i32>
    %127 = stablehlo.select %125, %126, %106 : tensor<i1>, tensor<i32>
    %128 = stablehlo.compare LT, %107, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.add %107, %c_8 : tensor<i32>
    %130 = stablehlo.select %128, %129, %107 : tensor<i1>, tensor<i32>
    %131 = stablehlo.dynamic_slice %iterArg_20, %124, %127, %130, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %132 = stablehlo.reshape %131 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %133 = stablehlo.compare LT, %113, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %134 = stablehlo.add %113, %c_8 : tensor<i32>
    %135 = stablehlo.select %133, %134, %113 : tensor<i1>, tensor<i32>
    %136 = stablehlo.compare LT, %114, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %137 = stablehlo.add %114, %c_0 : tensor<i32>
    %138 = stablehlo.select %136, %137, %114 : tensor<i1>, tensor<i32>
    %139 = stablehlo.dynamic_slice %iterArg_21, %135, %138, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %140 = stablehlo.compare LT, %c_9, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %c_9, %c_5 : tensor<i32>
    %142 = stablehlo.select %140, %141, %c_9 : tensor<i1>, tensor<i32>
    %143 = stablehlo.dynamic_slice %iterArg_11, %142, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %144 = stablehlo.reshape %143 : (tensor<1xi32>) -> tensor<i32>
    %145 = stablehlo.compare LT, %iterArg_17, %144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
    %148 = stablehlo.select %146, %147, %iterArg_17 : tensor<i1>, tensor<i32>
    %149 = stablehlo.dynamic_slice %iterArg_12, %148, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %150 = stablehlo.reshape %149 : (tensor<1xi32>) -> tensor<i32>
    %151 = stablehlo.compare EQ, %iterArg_18, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = stablehlo.and %145, %151 : tensor<i1>
    %153 = stablehlo.convert %152 : (tensor<i1>) -> tensor<i32>
    %154 = "stablehlo.case"(%153) ({
      stablehlo.return %iterArg_22 : tensor<64x128xf32>
    }, {
      %201 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      stablehlo.return %201 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %155 = stablehlo.compare LT, %150, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %156 = stablehlo.and %145, %155 : tensor<i1>
    %157 = stablehlo.convert %156 : (tensor<i1>) -> tensor<i32>
    %158 = "stablehlo.case"(%157) ({
      stablehlo.return %154 : tensor<64x128xf32>
    }, {
      %201 = stablehlo.dot_general %121, %132, contracting_dims = [1] x [1] : (tensor<64x256xf32>, tensor<128x256xf32>) -> tensor<64x128xf32>
      %202 = stablehlo.add %154, %201 : tensor<64x128xf32>
      stablehlo.return %202 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %159 = stablehlo.compare EQ, %iterArg_18, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %160 = stablehlo.and %145, %159 : tensor<i1>
    %161 = stablehlo.convert %160 : (tensor<i1>) -> tensor<i32>
    %162 = "stablehlo.case"(%161) ({
      stablehlo.return %139 : tensor<64x128xf32>
    }, {
      %201 = stablehlo.compare EQ, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %202 = stablehlo.subtract %iterArg_17, %c_5 : tensor<i32>
      %203 = stablehlo.maximum %202, %c_9 : tensor<i32>
      %204 = stablehlo.compare LT, %203, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %205 = stablehlo.add %203, %c_1 : tensor<i32>
      %206 = stablehlo.select %204, %205, %203 : tensor<i1>, tensor<i32>
      %207 = stablehlo.dynamic_slice %iterArg_10, %206, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %208 = stablehlo.reshape %207 : (tensor<1xi32>) -> tensor<i32>
      %209 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %210 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
      %211 = stablehlo.select %209, %210, %iterArg_17 : tensor<i1>, tensor<i32>
      %212 = stablehlo.dynamic_slice %iterArg_10, %211, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %213 = stablehlo.reshape %212 : (tensor<1xi32>) -> tensor<i32>
      %214 = stablehlo.compare NE, %208, %213, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %215 = stablehlo.or %201, %214 : tensor<i1>
      %216 = stablehlo.compare LT, %iterArg_17, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %217 = stablehlo.add %iterArg_17, %c_1 : tensor<i32>
      %218 = stablehlo.select %216, %217, %iterArg_17 : tensor<i1>, tensor<i32>
      %219 = stablehlo.dynamic_slice %iterArg_10, %218, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %220 = stablehlo.reshape %219 : (tensor<1xi32>) -> tensor<i32>
      %221 = stablehlo.multiply %220, %c_7 : tensor<i32>
      %222 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %223 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %224 = stablehlo.add %223, %222 : tensor<64x128xi32>
      %225 = stablehlo.compare LT, %150, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %226 = stablehlo.add %150, %c_3 : tensor<i32>
      %227 = stablehlo.select %225, %226, %150 : tensor<i1>, tensor<i32>
      %228 = stablehlo.dynamic_slice %iterArg_13, %227, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %229 = stablehlo.reshape %228 : (tensor<1xi32>) -> tensor<i32>
      %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %231 = stablehlo.compare GE, %224, %230, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %232 = stablehlo.compare LT, %150, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %233 = stablehlo.add %150, %c_3 : tensor<i32>
      %234 = stablehlo.select %232, %233, %150 : tensor<i1>, tensor<i32>
      %235 = stablehlo.dynamic_slice %iterArg_14, %234, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %236 = stablehlo.reshape %235 : (tensor<1xi32>) -> tensor<i32>
      %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %238 = stablehlo.compare LT, %224, %237, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %239 = stablehlo.and %231, %238 : tensor<64x128xi1>
      %240 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_7(%215, %cst, %139) : (tensor<i1>, tensor<f32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %241 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_8(%239, %158, %240) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      stablehlo.return %241 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %163 = stablehlo.compare LT, %91, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %91, %c_8 : tensor<i32>
    %165 = stablehlo.select %163, %164, %91 : tensor<i1>, tensor<i32>
    %166 = stablehlo.compare LT, %92, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = stablehlo.add %92, %c_8 : tensor<i32>
    %168 = stablehlo.select %166, %167, %92 : tensor<i1>, tensor<i32>
    %169 = stablehlo.dynamic_update_slice %iterArg_19, %121, %165, %168 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %170 = stablehlo.broadcast_in_dim %132, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %171 = stablehlo.compare LT, %98, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.add %98, %c_4 : tensor<i32>
    %173 = stablehlo.select %171, %172, %98 : tensor<i1>, tensor<i32>
    %174 = stablehlo.compare LT, %106, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %106, %c_0 : tensor<i32>
    %176 = stablehlo.select %174, %175, %106 : tensor<i1>, tensor<i32>
    %177 = stablehlo.compare LT, %107, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %178 = stablehlo.add %107, %c_8 : tensor<i32>
    %179 = stablehlo.select %177, %178, %107 : tensor<i1>, tensor<i32>
    %180 = stablehlo.dynamic_update_slice %iterArg_20, %170, %173, %176, %179 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %181 = stablehlo.compare LT, %113, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %113, %c_8 : tensor<i32>
    %183 = stablehlo.select %181, %182, %113 : tensor<i1>, tensor<i32>
    %184 = stablehlo.compare LT, %114, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = stablehlo.add %114, %c_0 : tensor<i32>
    %186 = stablehlo.select %184, %185, %114 : tensor<i1>, tensor<i32>
    %187 = stablehlo.dynamic_update_slice %iterArg_21, %162, %183, %186 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %188 = stablehlo.add %iterArg_15, %c_5 : tensor<i32>
    %189 = stablehlo.add %iterArg_18, %c_5 : tensor<i32>
    %190 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_9(%c, %189, %iterArg_18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %191 = stablehlo.compare EQ, %190, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_10(%191, %c_9, %190) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %193 = stablehlo.add %iterArg_17, %c_5 : tensor<i32>
    %194 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_9(%191, %193, %iterArg_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %195 = stablehlo.compare EQ, %194, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %196 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_10(%195, %c_9, %194) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %197 = stablehlo.add %iterArg_16, %c_5 : tensor<i32>
    %198 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_9(%195, %197, %iterArg_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %199 = stablehlo.compare EQ, %198, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_10(%199, %c_9, %198) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %188, %200, %196, %192, %169, %180, %187, %158 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  }
  return %78#12 : tensor<256x128xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
  %3 = stablehlo.sign %arg0 : tensor<4xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = stablehlo.and %6, %10 : tensor<4xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
  %14 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_4(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_5(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs__cumsum_5(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_8(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dlhs___where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
