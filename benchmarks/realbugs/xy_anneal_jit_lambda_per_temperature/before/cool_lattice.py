import jax

from xymodel.system import XYSystem


def main():
    init_key, run_key = jax.random.split(jax.random.PRNGKey(8))
    system = XYSystem()
    theta = jax.random.uniform(init_key, (system.width, system.width), minval=-3.14159, maxval=3.14159)
    theta, energies = system.annealing(theta, run_key)
    for e in energies:
        print(f"energy per spin {e:.3f}")
    return system, theta, energies


if __name__ == "__main__":
    main()
