import jax.numpy as jnp

from qdyn import PauliSum, TwoQubitQuench, pauli_string


def heisenberg(couplings):
    return PauliSum(couplings, ["XX", "YY", "ZZ"])


def main():
    up_down = jnp.array([0, 1, 0, 0], dtype=jnp.complex64)
    quench = TwoQubitQuench(heisenberg, up_down, pauli_string("ZI"))
    couplings = jnp.array([1.0, 0.8, 0.3])
    return [quench.expectation(couplings, t) for t in jnp.linspace(0.0, 2.0, 5)]


if __name__ == "__main__":
    print(main())
