//! `PJRT_NamedValue`: the key/value pairs PJRT uses for create options and attributes.

use std::ffi::c_char;

use pjrt_sys::*;

use crate::plugin::lossy;

/// A value of a PJRT named value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A string.
    String(String),
    /// A 64-bit integer.
    Int64(i64),
    /// A list of 64-bit integers.
    Int64List(Vec<i64>),
    /// A float.
    Float(f32),
    /// A boolean.
    Bool(bool),
}

impl Value {
    /// The integer list, if this is one.
    pub fn as_i64_list(&self) -> Option<&[i64]> {
        match self {
            Value::Int64List(v) => Some(v),
            _ => None,
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::String(s) => write!(f, "{s}"),
            Value::Int64(v) => write!(f, "{v}"),
            Value::Int64List(v) => {
                let parts: Vec<String> = v.iter().map(i64::to_string).collect();
                write!(f, "[{}]", parts.join(", "))
            }
            Value::Float(v) => write!(f, "{v}"),
            Value::Bool(v) => write!(f, "{v}"),
        }
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Int64(v)
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Bool(v)
    }
}
impl From<f32> for Value {
    fn from(v: f32) -> Self {
        Value::Float(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::String(v.to_owned())
    }
}
impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::String(v)
    }
}
impl From<Vec<i64>> for Value {
    fn from(v: Vec<i64>) -> Self {
        Value::Int64List(v)
    }
}

/// A named value: an option passed to the plugin or an attribute it reports.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedValue {
    /// The key.
    pub name: String,
    /// The value.
    pub value: Value,
}

impl NamedValue {
    /// Builds a named value.
    pub fn new(name: impl Into<String>, value: impl Into<Value>) -> Self {
        NamedValue {
            name: name.into(),
            value: value.into(),
        }
    }
}

/// Copies an array of `PJRT_NamedValue` into owned values, skipping types we do not know.
///
/// # Safety
/// `ptr` must be null or point to `len` valid `PJRT_NamedValue`s.
pub(crate) unsafe fn read_named_values(ptr: *const PJRT_NamedValue, len: usize) -> Vec<NamedValue> {
    if ptr.is_null() {
        return Vec::new();
    }
    // SAFETY: guaranteed by the caller.
    let raw = unsafe { std::slice::from_raw_parts(ptr, len) };
    raw.iter()
        .filter_map(|nv| {
            // SAFETY: the plugin's strings/arrays are valid for `*_size` elements, and the
            // union member read is the one `type_` names.
            unsafe {
                let name = lossy(nv.name, nv.name_size);
                let u = &nv.__bindgen_anon_1;
                let value = match nv.type_ {
                    PJRT_NamedValue_Type::PJRT_NamedValue_kString => {
                        Value::String(lossy(u.string_value, nv.value_size))
                    }
                    PJRT_NamedValue_Type::PJRT_NamedValue_kInt64 => Value::Int64(u.int64_value),
                    PJRT_NamedValue_Type::PJRT_NamedValue_kInt64List => {
                        Value::Int64List(if u.int64_array_value.is_null() {
                            Vec::new()
                        } else {
                            std::slice::from_raw_parts(u.int64_array_value, nv.value_size).to_vec()
                        })
                    }
                    PJRT_NamedValue_Type::PJRT_NamedValue_kFloat => Value::Float(u.float_value),
                    PJRT_NamedValue_Type::PJRT_NamedValue_kBool => Value::Bool(u.bool_value),
                    _ => return None,
                };
                Some(NamedValue { name, value })
            }
        })
        .collect()
}

/// C views of a list of named values; borrows the owned values, so they outlive the call.
pub(crate) struct CNamedValues<'a> {
    raw: Vec<PJRT_NamedValue>,
    _owner: std::marker::PhantomData<&'a [NamedValue]>,
}

impl<'a> CNamedValues<'a> {
    pub(crate) fn new(values: &'a [NamedValue]) -> Self {
        let raw = values
            .iter()
            .map(|nv| {
                // SAFETY: all-zero is a valid PJRT_NamedValue (null pointers, kString = 0).
                let mut c: PJRT_NamedValue = unsafe { std::mem::zeroed() };
                c.struct_size = PJRT_NamedValue_STRUCT_SIZE as usize;
                c.name = nv.name.as_ptr() as *const c_char;
                c.name_size = nv.name.len();
                match &nv.value {
                    Value::String(s) => {
                        c.type_ = PJRT_NamedValue_Type::PJRT_NamedValue_kString;
                        c.__bindgen_anon_1.string_value = s.as_ptr() as *const c_char;
                        c.value_size = s.len();
                    }
                    Value::Int64(v) => {
                        c.type_ = PJRT_NamedValue_Type::PJRT_NamedValue_kInt64;
                        c.__bindgen_anon_1.int64_value = *v;
                        c.value_size = 1;
                    }
                    Value::Int64List(v) => {
                        c.type_ = PJRT_NamedValue_Type::PJRT_NamedValue_kInt64List;
                        c.__bindgen_anon_1.int64_array_value = v.as_ptr();
                        c.value_size = v.len();
                    }
                    Value::Float(v) => {
                        c.type_ = PJRT_NamedValue_Type::PJRT_NamedValue_kFloat;
                        c.__bindgen_anon_1.float_value = *v;
                        c.value_size = 1;
                    }
                    Value::Bool(v) => {
                        c.type_ = PJRT_NamedValue_Type::PJRT_NamedValue_kBool;
                        c.__bindgen_anon_1.bool_value = *v;
                        c.value_size = 1;
                    }
                }
                c
            })
            .collect();
        CNamedValues {
            raw,
            _owner: std::marker::PhantomData,
        }
    }

    pub(crate) fn as_ptr(&self) -> *const PJRT_NamedValue {
        if self.raw.is_empty() {
            std::ptr::null()
        } else {
            self.raw.as_ptr()
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.raw.len()
    }
}
