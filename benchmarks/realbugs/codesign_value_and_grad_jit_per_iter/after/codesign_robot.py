import jax.numpy as jnp

from codesign.optimizer import DesignOptimizer
from codesign.robot import CorridorTask, DriveSimulation


def main(n_iters=40):
    sim = DriveSimulation(CorridorTask())
    optimizer = DesignOptimizer(sim)
    initial = jnp.log(jnp.array([0.05, 1.0, 1.0]))
    design, history = optimizer.run(initial, n_iters)
    radius, kt, battery = jnp.exp(design).tolist()
    print(f"loss {history[0]:.3f} -> {history[-1]:.3f}; radius {radius:.3f}, kt {kt:.3f}, battery {battery:.3f}")
    return optimizer, design, history


if __name__ == "__main__":
    main()
