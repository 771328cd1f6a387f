import jax
import jax.numpy as jnp

from genenet import EulerMaruyama, ToggleSwitch


def main(n_cells=2):
    integrator = EulerMaruyama(ToggleSwitch())
    x0 = jnp.array([1.0, 1.0])
    return [integrator.simulate(x0, jax.random.PRNGKey(cell)) for cell in range(n_cells)]


if __name__ == "__main__":
    for path in main():
        print("final copy numbers", path[-1])
