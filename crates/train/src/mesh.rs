//! A [`Mesh`] placed on a client's devices: compile options with the device assignment, host
//! tensors split into each device's piece, and pieces gathered back into whole tensors.
//!
//! Mesh device `p` (row-major over `(data, expert, model)`, see [`nam::mesh`]) is SPMD
//! partition `p` and runs on the client's addressable device `p`. A tensor's piece on a device
//! is the block [`TensorSharding::shard_offsets`] names, so what the trainer uploads is exactly
//! what the partitioned program expects under the program's `mhlo.sharding` annotations, and
//! gathering is the inverse: every host tensor that leaves the trainer (checkpoints,
//! [`crate::trainer::Trainer::state_to_host`]) is whole, whatever the mesh.
//!
//! A one-device mesh on a client with several devices runs on device 0 and compiles with
//! single-device options, exactly as before meshes existed (same cache keys).

use std::borrow::Cow;

use nam::graph::sharding::TensorSharding;
use nam::{CompilerConfig, CompilerOption, Mesh, Platform};
use pjrt::{Buffer, Client, CompileOptions, HostTensor, OptionOverride};

/// Why tensors could not be placed on, or gathered from, a mesh.
#[derive(Debug, thiserror::Error)]
pub enum PlacementError {
    /// The mesh does not match the client's devices.
    #[error("{0}; with the CPU plugin, --cpu-devices sets the device count")]
    Devices(#[from] nam::MeshError),
    /// A tensor's shape does not fit its sharding or its pieces.
    #[error("placing `{name}`: {reason}")]
    Shape {
        /// The tensor's name.
        name: String,
        /// What does not fit.
        reason: String,
    },
    /// The plugin failed.
    #[error(transparent)]
    Pjrt(#[from] pjrt::Error),
}

/// The compile options of a program built for `mesh`: single-device for one device, else GSPMD
/// over every partition with partition `p` on the `p`-th of `device_ids` (a TPU VM's chips and a
/// deviceless topology's devices are numbered `0..`, so the plan passes `0..`).
pub fn compile_options(mesh: &Mesh, device_ids: impl IntoIterator<Item = i64>) -> CompileOptions {
    if mesh.is_single() {
        return CompileOptions::single_device();
    }
    let n = mesh.devices();
    CompileOptions {
        device_assignment: Some(vec![device_ids.into_iter().take(n).collect()]),
        ..CompileOptions::spmd(n as i64)
    }
}

/// `options` with a run's `[compiler.<platform>]` options for compiles on `platform` (`docs/running.md`,
/// "Compiler options"; a plugin's platform is [`crate::trainer::platform_of`] its kind): each
/// becomes an `env_option_overrides` entry of the compile options, which the executable cache
/// keys on.
pub fn with_compiler_options(
    mut options: CompileOptions,
    compiler: &CompilerConfig,
    platform: Platform,
) -> CompileOptions {
    for (name, value) in compiler.for_platform(platform) {
        let value = match value {
            CompilerOption::Bool(b) => OptionOverride::Bool(*b),
            CompilerOption::Int(i) => OptionOverride::Int(*i),
            CompilerOption::Str(s) => OptionOverride::Str(s.clone()),
        };
        options.option_overrides.insert(name.clone(), value);
    }
    options
}

/// A mesh bound to a client's devices: in one process, its first `mesh.devices()` addressable
/// devices; in a multi-process run (a multi-host TPU slice), every device of the slice, this
/// process holding the partitions on its own devices.
#[derive(Debug, Clone)]
pub struct DeviceMesh {
    mesh: Mesh,
    /// Device ids of the partitions, in partition order.
    ids: Vec<i64>,
    /// The partitions this process holds, in partition order, with the index of each one's
    /// device among the client's addressable devices.
    held: Vec<(usize, usize)>,
}

impl DeviceMesh {
    /// Binds `mesh` to `client`: a multi-device mesh must use every device — every addressable
    /// one in one process; every device of the run, in the client's order, when the client
    /// sees devices of other processes.
    pub fn new(client: &Client, mesh: Mesh) -> Result<Self, PlacementError> {
        let addressable = client.addressable_devices()?;
        let all = client.devices()?;
        if all.len() == addressable.len() {
            if !mesh.is_single() {
                mesh.check_devices(addressable.len())?;
            }
            let ids = addressable
                .iter()
                .take(mesh.devices())
                .map(|d| d.id().map(i64::from))
                .collect::<pjrt::Result<Vec<i64>>>()?;
            let held = (0..ids.len()).map(|p| (p, p)).collect();
            return Ok(DeviceMesh { mesh, ids, held });
        }
        mesh.check_devices(all.len())?;
        let local_ids = addressable
            .iter()
            .map(|d| d.id())
            .collect::<pjrt::Result<Vec<i32>>>()?;
        let mut ids = Vec::with_capacity(all.len());
        let mut held = Vec::new();
        for (p, d) in all.iter().enumerate() {
            let id = d.id()?;
            ids.push(i64::from(id));
            if let Some(i) = local_ids.iter().position(|&l| l == id) {
                held.push((p, i));
            }
        }
        Ok(DeviceMesh { mesh, ids, held })
    }

    /// The mesh as process `process` of `processes` holds it when each process holds an
    /// equal run of consecutive partitions (devices numbered `0..`, process `p`'s devices at
    /// addressable indices `0..`): for checking what each process of a multi-process run
    /// places and writes without one.
    pub fn of_process(
        mesh: Mesh,
        process: usize,
        processes: usize,
    ) -> Result<Self, PlacementError> {
        let n = mesh.devices();
        if processes == 0 || !n.is_multiple_of(processes) || process >= processes {
            return Err(shape_error(
                "mesh",
                format!("{n} devices do not split evenly over {processes} processes"),
            ));
        }
        let k = n / processes;
        Ok(DeviceMesh {
            mesh,
            ids: (0..n as i64).collect(),
            held: (0..k).map(|i| (process * k + i, i)).collect(),
        })
    }

    /// The partitions this process holds, in partition order (every partition in one process).
    pub fn held_partitions(&self) -> impl Iterator<Item = usize> + '_ {
        self.held.iter().map(|&(p, _)| p)
    }

    /// How many partitions this process holds: the pieces each of its tensors has here.
    pub fn held_count(&self) -> usize {
        self.held.len()
    }

    /// Whether this process holds every partition.
    pub fn holds_all(&self) -> bool {
        self.held.len() == self.mesh.devices()
    }

    /// The pieces of `host` under `sharding` that this process's devices hold, by partition,
    /// in partition order: what [`DeviceMesh::put`] uploads.
    pub fn held_pieces<'a>(
        &self,
        name: &str,
        host: &'a HostTensor,
        sharding: &TensorSharding,
    ) -> Result<Vec<(usize, Cow<'a, HostTensor>)>, PlacementError> {
        check_rank(name, host, sharding)?;
        self.held_partitions()
            .map(|p| Ok((p, self.piece_for(name, host, sharding, p)?)))
            .collect()
    }

    /// Partition `p`'s piece of `host`: the caller's copy itself when `sharding` replicates it.
    fn piece_for<'a>(
        &self,
        name: &str,
        host: &'a HostTensor,
        sharding: &TensorSharding,
        p: usize,
    ) -> Result<Cow<'a, HostTensor>, PlacementError> {
        Ok(match sharding.is_replicated(&self.mesh) {
            true => Cow::Borrowed(host),
            false => Cow::Owned(self.piece_of(name, host, sharding, p)?),
        })
    }

    /// The partitions whose piece of a tensor of dims `dims` under `sharding` this process
    /// writes to a checkpoint: those it holds that no lower partition holds a copy of, so
    /// over all processes every piece is written once.
    pub fn written_partitions(&self, dims: &[i64], sharding: &TensorSharding) -> Vec<usize> {
        let offsets = |p| sharding.shard_offsets(&self.mesh, p, dims);
        self.held_partitions()
            .filter(|&p| (0..p).all(|q| offsets(q) != offsets(p)))
            .collect()
    }

    /// This process's pieces of a tensor to write to a checkpoint ([`Self::written_partitions`]),
    /// read from the devices, with where each sits in the whole tensor.
    pub fn written_pieces(
        &self,
        name: &str,
        pieces: &[Buffer],
        dims: &[i64],
        sharding: &TensorSharding,
    ) -> Result<Vec<crate::checkpoint::TensorPiece>, PlacementError> {
        self.check_piece_count(name, pieces)?;
        let written = self.written_partitions(dims, sharding);
        let buffers: Vec<&Buffer> = written
            .iter()
            .map(|&p| &pieces[self.held.iter().position(|&(q, _)| q == p).expect("held")])
            .collect();
        let hosts = Buffer::to_host_all(&buffers)?;
        Ok(written
            .iter()
            .zip(hosts)
            .map(|(&p, piece)| crate::checkpoint::TensorPiece {
                name: name.to_string(),
                dims: dims.to_vec(),
                offsets: sharding.shard_offsets(&self.mesh, p, dims),
                piece,
            })
            .collect())
    }

    fn check_piece_count(&self, name: &str, pieces: &[Buffer]) -> Result<(), PlacementError> {
        if pieces.len() != self.held_count() {
            return Err(shape_error(
                name,
                format!(
                    "{} pieces for the {} devices this process holds",
                    pieces.len(),
                    self.held_count()
                ),
            ));
        }
        Ok(())
    }

    /// The mesh.
    pub fn mesh(&self) -> Mesh {
        self.mesh
    }

    /// Devices the programs run on (1 for a one-device mesh).
    pub fn devices(&self) -> usize {
        self.mesh.devices()
    }

    /// Compile options for programs built for this mesh: single-device, or GSPMD over all
    /// partitions with partition `p` on addressable device `p`.
    pub fn compile_options(&self) -> CompileOptions {
        compile_options(&self.mesh, self.ids.iter().copied())
    }

    /// Uploads `host` as each device's piece under `sharding`: one buffer per partition this
    /// process holds ([`Self::held_pieces`]), in partition order.
    pub fn put(
        &self,
        client: &Client,
        name: &str,
        host: &HostTensor,
        sharding: &TensorSharding,
    ) -> Result<Vec<Buffer>, PlacementError> {
        check_rank(name, host, sharding)?;
        // One piece on the host at a time.
        self.held
            .iter()
            .map(|&(p, device)| {
                let piece = self.piece_for(name, host, sharding, p)?;
                Ok(client.buffer_from_host(&piece, device)?)
            })
            .collect()
    }

    fn piece_of(
        &self,
        name: &str,
        host: &HostTensor,
        sharding: &TensorSharding,
        device: usize,
    ) -> Result<HostTensor, PlacementError> {
        let dims = host.dims();
        for (d, &n) in dims.iter().enumerate() {
            let k = sharding.splits(&self.mesh, d) as i64;
            if n % k != 0 {
                return Err(shape_error(
                    name,
                    format!("dimension {d} of {dims:?} does not split into {k} pieces"),
                ));
            }
        }
        let shape = sharding.shard_dims(&self.mesh, dims);
        let offsets = sharding.shard_offsets(&self.mesh, device, dims);
        let size = host.dtype().size_bytes();
        let mut bytes = Vec::with_capacity(element_count(&shape) * size);
        for_each_row(dims, &shape, &offsets, |src, len| {
            bytes.extend_from_slice(&host.bytes()[src * size..(src + len) * size]);
        });
        Ok(HostTensor::new(host.dtype(), &shape, bytes)?)
    }

    /// Downloads a tensor of dims `dims` from its per-device pieces under `sharding`.
    pub fn gather(
        &self,
        name: &str,
        pieces: &[Buffer],
        dims: &[i64],
        sharding: &TensorSharding,
    ) -> Result<HostTensor, PlacementError> {
        let mut all = self.gather_all(&[(name, pieces, dims, sharding)])?;
        Ok(all.pop().expect("one tensor in, one out"))
    }

    /// [`DeviceMesh::gather`] for several tensors, `(name, pieces, dims, sharding)` each, with
    /// every transfer started before any is awaited (a step's scalars in about one round trip).
    pub fn gather_all(
        &self,
        tensors: &[(&str, &[Buffer], &[i64], &TensorSharding)],
    ) -> Result<Vec<HostTensor>, PlacementError> {
        let mut wanted: Vec<&Buffer> = Vec::new();
        for &(name, pieces, _, sharding) in tensors {
            self.check_piece_count(name, pieces)?;
            if sharding.is_replicated(&self.mesh) {
                wanted.push(&pieces[0]);
            } else if !self.holds_all() {
                return Err(shape_error(
                    name,
                    "it is sharded over the devices of several processes and this process \
                     holds only its own pieces (checkpoints write pieces: \
                     DeviceMesh::written_pieces)"
                        .into(),
                ));
            } else {
                wanted.extend(pieces);
            }
        }
        let mut hosts = Buffer::to_host_all(&wanted)?.into_iter();
        tensors
            .iter()
            .map(|&(name, pieces, dims, sharding)| {
                if sharding.is_replicated(&self.mesh) {
                    return Ok(hosts.next().expect("one read per replicated tensor"));
                }
                let host_pieces: Vec<HostTensor> = hosts.by_ref().take(pieces.len()).collect();
                self.assemble(name, host_pieces, dims, sharding)
            })
            .collect()
    }

    /// The whole tensor from its per-device pieces, read to the host.
    fn assemble(
        &self,
        name: &str,
        pieces: Vec<HostTensor>,
        dims: &[i64],
        sharding: &TensorSharding,
    ) -> Result<HostTensor, PlacementError> {
        let shape = sharding.shard_dims(&self.mesh, dims);
        let mut out: Option<(pjrt::ElementType, Vec<u8>)> = None;
        // Every device's piece is written; replicas of a piece write the same bytes.
        for (p, piece) in pieces.iter().enumerate() {
            if piece.dims() != shape.as_slice() {
                return Err(shape_error(
                    name,
                    format!(
                        "device {p} holds {:?}, the sharding implies {shape:?}",
                        piece.dims()
                    ),
                ));
            }
            let size = piece.dtype().size_bytes();
            let (_, bytes) =
                out.get_or_insert_with(|| (piece.dtype(), vec![0u8; element_count(dims) * size]));
            let offsets = sharding.shard_offsets(&self.mesh, p, dims);
            let mut read = 0;
            for_each_row(dims, &shape, &offsets, |dst, len| {
                bytes[dst * size..(dst + len) * size]
                    .copy_from_slice(&piece.bytes()[read * size..(read + len) * size]);
                read += len;
            });
        }
        let (dtype, bytes) = out.ok_or_else(|| shape_error(name, "no pieces".into()))?;
        Ok(HostTensor::new(dtype, dims, bytes)?)
    }
}

/// A sharding must name every dimension of the tensor it places.
fn check_rank(
    name: &str,
    host: &HostTensor,
    sharding: &TensorSharding,
) -> Result<(), PlacementError> {
    if sharding.dims.len() != host.dims().len() {
        return Err(shape_error(
            name,
            format!(
                "a rank-{} sharding for a tensor of shape {:?}",
                sharding.dims.len(),
                host.dims()
            ),
        ));
    }
    Ok(())
}

fn shape_error(name: &str, reason: String) -> PlacementError {
    PlacementError::Shape {
        name: name.to_string(),
        reason,
    }
}

fn element_count(dims: &[i64]) -> usize {
    dims.iter().product::<i64>() as usize
}

/// Calls `row(start, len)` for each contiguous run of the block `offsets .. offsets + shape`
/// of a row-major tensor of dims `dims`, in the block's row-major order (`start` is the
/// element index in the whole tensor).
pub(crate) fn for_each_row(
    dims: &[i64],
    shape: &[i64],
    offsets: &[i64],
    mut row: impl FnMut(usize, usize),
) {
    let rank = dims.len();
    if rank == 0 {
        row(0, 1);
        return;
    }
    if shape.contains(&0) {
        return;
    }
    let mut strides = vec![1usize; rank];
    for d in (0..rank - 1).rev() {
        strides[d] = strides[d + 1] * dims[d + 1] as usize;
    }
    let len = shape[rank - 1] as usize;
    let mut idx = vec![0i64; rank - 1];
    loop {
        let start: usize = (0..rank)
            .map(|d| {
                let i = if d < rank - 1 { idx[d] } else { 0 };
                (offsets[d] + i) as usize * strides[d]
            })
            .sum();
        row(start, len);
        // Odometer over the leading dims of the block.
        let mut d = rank - 1;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nam::MeshAxis::{Data, Expert, Model};

    #[test]
    fn compile_options_place_partition_p_on_the_pth_device() {
        let one = Mesh::default();
        assert_eq!(compile_options(&one, 5..), CompileOptions::single_device());
        let mesh = Mesh {
            data: 2,
            model: 2,
            ..Mesh::default()
        };
        let o = compile_options(&mesh, [7, 6, 5, 4, 3, 2]);
        assert_eq!((o.num_replicas, o.num_partitions), (1, 4));
        assert!(o.use_spmd_partitioning && !o.use_shardy_partitioner);
        assert_eq!(o.device_assignment, Some(vec![vec![7, 6, 5, 4]]));
    }

    /// `[compiler.<platform>]` options reach the plugin: on the CPU plugin the `cpu` table is
    /// compiled with (an option it knows compiles; one it does not is refused by name, which
    /// only happens if the option arrived) and the `tpu` table is left out.
    #[test]
    fn compiler_options_of_the_platform_reach_the_plugin() {
        let text = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  \
                    %y = stablehlo.add %x, %x : tensor<2xf32>\n  return %y : tensor<2xf32>\n}\n";
        let option = |name: &str| {
            std::collections::BTreeMap::from([(name.to_string(), CompilerOption::Bool(false))])
        };
        let windowed = "xla_tpu_enable_windowed_einsum_for_reduce_scatter";
        let client = Client::cpu(1).unwrap();
        let platform = crate::trainer::platform_of(client.plugin().kind());
        let compile = |c: &CompilerConfig| {
            let options = with_compiler_options(CompileOptions::single_device(), c, platform);
            client.compile(text, &options).map(|_| options)
        };
        let known = CompilerConfig {
            cpu: option("xla_cpu_use_xnnpack"),
            ..CompilerConfig::default()
        };
        let options = compile(&known).unwrap();
        assert_eq!(
            options.option_overrides.get("xla_cpu_use_xnnpack"),
            Some(&OptionOverride::Bool(false))
        );
        let tpu_only = CompilerConfig {
            tpu: option(windowed),
            ..CompilerConfig::default()
        };
        assert!(compile(&tpu_only).unwrap().option_overrides.is_empty());
        let unknown = CompilerConfig {
            cpu: option(windowed),
            ..CompilerConfig::default()
        };
        let e = compile(&unknown).unwrap_err().to_string();
        assert!(e.contains(windowed), "{e}");
    }

    #[test]
    fn rows_of_a_block_are_visited_in_order() {
        // A [4, 6] tensor, block rows 2..4, cols 3..6: starts 2·6+3 = 15 and 21.
        let mut seen = Vec::new();
        for_each_row(&[4, 6], &[2, 3], &[2, 3], |s, l| seen.push((s, l)));
        assert_eq!(seen, vec![(15, 3), (21, 3)]);
        let mut seen = Vec::new();
        for_each_row(&[], &[], &[], |s, l| seen.push((s, l)));
        assert_eq!(seen, vec![(0, 1)]);
    }

    /// A multi-process run feeds each device from its own process: over 1, 2 or 4 processes
    /// the pieces each process places are, together, exactly the one-process pieces (a batch's
    /// rows: process `p` of 2 places rows 4p..4p+4), and the pieces they write to a checkpoint
    /// cover the tensor once.
    #[test]
    fn processes_place_their_own_pieces_and_write_each_piece_once() {
        let mesh = Mesh::new(4, 1, 2, false);
        let rows: Vec<i32> = (0..8 * 5).collect();
        let batch = HostTensor::from_i32(&[8, 5], &rows).unwrap();
        let by_rows = TensorSharding {
            dims: vec![vec![Data], vec![]],
        };
        let one = DeviceMesh::of_process(mesh, 0, 1).unwrap();
        let everything = one.held_pieces("tokens", &batch, &by_rows).unwrap();
        assert_eq!(everything.len(), 8);
        for processes in [1, 2, 4] {
            let mut union = Vec::new();
            for p in 0..processes {
                let m = DeviceMesh::of_process(mesh, p, processes).unwrap();
                assert_eq!(m.held_count(), 8 / processes);
                union.extend(m.held_pieces("tokens", &batch, &by_rows).unwrap());
            }
            assert_eq!(union, everything, "{processes} processes");
        }
        // Process 1 of 2 holds partitions 4..8 = data rows 2, 3 (model replicas): rows 4..8.
        let second = DeviceMesh::of_process(mesh, 1, 2).unwrap();
        let held = second.held_pieces("tokens", &batch, &by_rows).unwrap();
        let values: Vec<i32> = held.iter().flat_map(|(_, t)| t.to_i32().unwrap()).collect();
        let want: Vec<i32> = [4, 5, 4, 5, 6, 7, 6, 7]
            .iter()
            .flat_map(|r| (r * 5..r * 5 + 5).collect::<Vec<_>>())
            .collect();
        assert_eq!(values, want);

        // Written pieces: each distinct block once over all processes, whatever the count.
        let by_cols = TensorSharding {
            dims: vec![vec![], vec![Model]],
        };
        for (sharding, blocks) in [(&by_rows, 4), (&by_cols, 2)] {
            for processes in [1, 2, 4] {
                let mut written = Vec::new();
                for p in 0..processes {
                    let m = DeviceMesh::of_process(mesh, p, processes).unwrap();
                    written.extend(
                        m.written_partitions(&[8, 4], sharding)
                            .into_iter()
                            .map(|q| sharding.shard_offsets(&mesh, q, &[8, 4])),
                    );
                }
                let distinct: std::collections::BTreeSet<_> = written.iter().cloned().collect();
                assert_eq!((written.len(), distinct.len()), (blocks, blocks));
            }
        }
        let e = DeviceMesh::of_process(mesh, 0, 3).unwrap_err().to_string();
        assert!(
            e.contains("8 devices do not split evenly over 3 processes"),
            "{e}"
        );
    }

    #[test]
    fn pieces_on_8_cpu_devices_gather_back_to_the_tensor() {
        let client = Client::cpu(8).unwrap();
        let mesh = DeviceMesh::new(&client, Mesh::new(2, 2, 2, false)).unwrap();
        let dims = [4, 3, 6];
        let values: Vec<f32> = (0..72).map(|i| i as f32).collect();
        let host = HostTensor::from_f32(&dims, &values).unwrap();
        let sharding = TensorSharding {
            dims: vec![vec![Data, Expert], vec![], vec![Model]],
        };
        let pieces = mesh.put(&client, "x", &host, &sharding).unwrap();
        // Device 5 = (data 1, expert 0, model 1): rows 2, cols 3..6.
        let p5 = pieces[5].to_host().unwrap().to_f32().unwrap();
        let want: Vec<f32> = (0..3)
            .flat_map(|j| (3..6).map(move |k| (2 * 18 + j * 6 + k) as f32))
            .collect();
        assert_eq!(p5, want);
        let back = mesh.gather("x", &pieces, &dims, &sharding).unwrap();
        assert_eq!(back.to_f32().unwrap(), values);
        let err = DeviceMesh::new(&client, Mesh::new(2, 1, 2, false)).unwrap_err();
        assert!(
            err.to_string()
                .contains("needs 4 devices but 8 are available"),
            "{err}"
        );
    }
}
