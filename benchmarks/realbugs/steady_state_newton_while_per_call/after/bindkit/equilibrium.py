import jax
import jax.numpy as jnp

from bindkit.newton import newton_solve


@jax.jit
def steady_state(receptor_total, ligand_total, k_on, k_off):
    """Free receptor and free ligand at equilibrium of R + L <-> C, from mass balance."""
    def residual(free):
        receptor, ligand = free[0], free[1]
        complex_ = k_on * receptor * ligand / k_off
        return jnp.array([receptor + complex_ - receptor_total, ligand + complex_ - ligand_total])

    start = jnp.array([receptor_total, ligand_total]) / 2.0
    return newton_solve(residual, start, 1e-7, 50)
