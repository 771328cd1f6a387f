import jax.numpy as jnp

from ctrlsim.models import GoalController, unicycle
from ctrlsim.runner import simulate

CONTROLLER = GoalController(goal=(0.0, 0.0), gain=0.8)


def run_goal(goal):
    states, miss = simulate(jnp.zeros(3), jnp.asarray(goal), CONTROLLER, unicycle)
    return miss


def main():
    return [run_goal(goal) for goal in [(1.0, 2.0), (-1.5, 0.5), (2.0, -1.0), (0.5, 0.5)]]


if __name__ == "__main__":
    print(main())
