"""All-pairs neighbor list under periodic boundaries, as a fixed-size neighbor matrix."""

import itertools

import jax.numpy as jnp


def compute_naive_num_shifts(cell, cutoff, pbc):
    """Periodic images to search along each axis, and their total count; call it outside jax.jit."""
    face_normals = jnp.cross(jnp.roll(cell, -1, axis=0), jnp.roll(cell, -2, axis=0))
    heights = jnp.abs(jnp.linalg.det(cell)) / jnp.linalg.norm(face_normals, axis=1)
    shift_range = jnp.where(jnp.asarray(pbc), jnp.ceil(cutoff / heights), 0).astype(jnp.int32)
    max_shift = int(shift_range.max())
    return shift_range, max_shift


def _image_shifts(max_shift):
    span = range(-max_shift, max_shift + 1)
    return jnp.array(list(itertools.product(span, span, span)), dtype=jnp.float32)


def naive_neighbor_list(positions, cutoff, cell, pbc, max_neighbors=4, max_shift=None):
    """Neighbor matrix (num_atoms, max_neighbors), padded with num_atoms, and neighbor counts."""
    if max_shift is None:
        _, max_shift = compute_naive_num_shifts(cell, cutoff, pbc)
    shifts = _image_shifts(max_shift) @ cell
    num_atoms = positions.shape[0]
    displacements = positions[None, :, None, :] + shifts[None, None, :, :] - positions[:, None, None, :]
    distances = jnp.linalg.norm(displacements, axis=-1)
    is_self = (jnp.arange(num_atoms)[:, None] == jnp.arange(num_atoms)[None, :])[:, :, None] & (
        jnp.all(shifts == 0, axis=-1)[None, None, :])
    within = jnp.any((distances < cutoff) & ~is_self, axis=-1)
    counts = jnp.sum(within, axis=1)
    order = jnp.argsort(~within, axis=1, stable=True)[:, :max_neighbors]
    slots = jnp.arange(max_neighbors)[None, :] < counts[:, None]
    return jnp.where(slots, order, num_atoms), counts
