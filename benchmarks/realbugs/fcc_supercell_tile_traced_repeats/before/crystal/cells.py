import jax
import jax.numpy as jnp

FCC_BASIS = jnp.array([[0.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]])


@jax.jit
def build_supercell(basis, lattice_constant, repeats):
    """Cartesian positions of a cubic supercell of repeats^3 unit cells, and its box length."""
    cells = jnp.arange(repeats)  # expect: JXL106
    shifts = jnp.stack(jnp.meshgrid(cells, cells, cells, indexing="ij"), axis=-1).reshape(-1, 3)
    atoms = jnp.tile(basis, (repeats**3, 1))  # expect: JXL106
    offsets = jnp.repeat(shifts, basis.shape[0], axis=0)
    return lattice_constant * (atoms + offsets), lattice_constant * repeats
