import jax.numpy as jnp

from hydro1d import LaxFriedrichs, TabulatedEOS


def main(n_steps=200):
    x = jnp.linspace(0.0, 1.0, 128, endpoint=False)
    rho = 1.0 + 0.3 * jnp.exp(-((x - 0.5) / 0.08) ** 2)
    solver = LaxFriedrichs(TabulatedEOS.polytrope(k=1.0, gamma=5.0 / 3.0), dx=1.0 / 128, dt=1e-3)
    (rho, mom), mass = solver.evolve((rho, jnp.zeros_like(rho)), n_steps)
    return rho, mom, mass


if __name__ == "__main__":
    rho, mom, mass = main()
    print(f"mass {float(mass[0]):.6f} -> {float(mass[-1]):.6f}, max density {float(rho.max()):.4f}")
