import jax
import jax.numpy as jnp

from isingmc.lattice import SquareLattice
from isingmc.metropolis import SingleSpinMetropolis


def main(size=16, num_sweeps=50):
    lattice = SquareLattice(size)
    cold = SingleSpinMetropolis(lattice, temperature=1.5)
    hot = SingleSpinMetropolis(lattice, temperature=5.0)
    ordered = jnp.ones((size, size))
    _, m_cold = cold.sweeps(ordered, jax.random.PRNGKey(0), num_sweeps)
    _, m_hot = hot.sweeps(ordered, jax.random.PRNGKey(1), num_sweeps)
    return m_cold, m_hot


if __name__ == "__main__":
    m_cold, m_hot = main()
    print("T=1.5 <m>", float(m_cold[10:].mean()), "T=5.0 <|m|>", float(abs(m_hot[10:]).mean()))
