import jax.numpy as jnp

from diffcart.dynamics import CartPole
from diffcart.trajopt import TrajectoryOptimizer


def main():
    optimizer = TrajectoryOptimizer(CartPole(), horizon=60, dt=0.05)
    controls, losses = optimizer.optimize(jnp.array([0.0, 0.0, 0.3, 0.0]), num_iterations=30)
    return controls, losses


if __name__ == "__main__":
    print(main()[1][::10])
