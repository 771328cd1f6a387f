import jax
import jax.numpy as jnp

from vqe2q.ansatz import HardwareEfficientAnsatz
from vqe2q.hamiltonian import H2_TERMS, pauli_sum
from vqe2q.vqe import VQE


def build():
    hamiltonian = pauli_sum(H2_TERMS)
    vqe = VQE(HardwareEfficientAnsatz(num_layers=2), hamiltonian)
    params = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (2, 2))
    return vqe, params


def main(num_steps=100):
    vqe, params = build()
    params, energies = vqe.optimize(params, num_steps=num_steps)
    exact = float(jnp.linalg.eigvalsh(vqe.hamiltonian)[0])
    print(f"VQE energy {float(energies[-1]):.5f} Ha, exact {exact:.5f} Ha")
    return float(energies[-1]), exact


if __name__ == "__main__":
    main()
