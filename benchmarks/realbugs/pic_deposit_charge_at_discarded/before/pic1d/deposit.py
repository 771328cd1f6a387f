import jax.numpy as jnp


def deposit_charge(rho, positions, dx, charge):
    """Cloud-in-cell deposition of equal point charges onto a periodic grid."""
    cell = jnp.floor(positions / dx).astype(jnp.int32)
    weight = positions / dx - cell
    rho.at[cell].add(charge * (1.0 - weight) / dx)  # expect: JXL302
    rho = rho.at[(cell + 1) % rho.shape[0]].add(charge * weight / dx)
    return rho


def gather_field(field, positions, dx):
    cell = jnp.floor(positions / dx).astype(jnp.int32)
    weight = positions / dx - cell
    return (1.0 - weight) * field[cell] + weight * field[(cell + 1) % field.shape[0]]
