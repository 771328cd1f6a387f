import jax.numpy as jnp

from control import ShrinkingHorizonMPC


def make_controller():
    return ShrinkingHorizonMPC(dt=0.1, total_steps=8, effort_weight=0.01)


def initial_state():
    return jnp.array([1.0, 0.0])


if __name__ == "__main__":
    print(make_controller().run(initial_state()))
