import jax.numpy as jnp

from burgerslab import PeriodicBurgers, ViscositySweep


def main():
    solver = PeriodicBurgers(num_points=128, dt=1e-3, num_steps=500)
    sweep = ViscositySweep(solver, jnp.sin(solver.x) + 0.5)
    return sweep, sweep.run([0.05, 0.1, 0.2])


if __name__ == "__main__":
    _, energies = main()
    for nu, energy in energies.items():
        print(f"nu={nu:.2f}  E={energy:.4f}")
