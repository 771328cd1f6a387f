import jax.numpy as jnp

from spinchain.hamiltonian import transverse_field_ising
from spinchain.trotter import TrotterConfig, exact_evolve, trotter_evolve

N_SITES = 4
TOTAL_TIME = 1.0
A, B = transverse_field_ising(N_SITES)
PSI0 = jnp.zeros(2**N_SITES, dtype=jnp.complex64).at[0].set(1.0)
REFERENCE = exact_evolve(PSI0, A, B, TOTAL_TIME)


def trotter_error(r):
    psi = trotter_evolve(PSI0, A, B, TrotterConfig(TOTAL_TIME, r))  # expect: JXL503
    return jnp.linalg.norm(psi - REFERENCE)


def main(r_values=(10, 20, 40)):
    errors = []
    for r in r_values:
        errors.append(float(trotter_error(r)))
        print(f"r={r:3d}  error={errors[-1]:.3e}")
    return errors
