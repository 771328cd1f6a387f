import jax.numpy as jnp

from electro.solver import solve_potential


def point_charge(n=33):
    rho = jnp.zeros((n, n))
    return rho.at[n // 2, n // 2].set(1.0 / (1.0 / (n - 1)) ** 2), 1.0 / (n - 1)


def main():
    rho, h = point_charge()
    return [float(solve_potential(rho, h, sweeps)[1]) for sweeps in (50, 200, 800)]


if __name__ == "__main__":
    print(main())
