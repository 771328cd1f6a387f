import jax

from gridnav.env import GoalGrid
from gridnav.rollout import RandomRollout
from gridnav.wrappers import AutoReset


def main():
    env = AutoReset(GoalGrid(size=4, goal=(3, 3), max_steps=15))
    return RandomRollout(env, num_steps=300).run(jax.random.PRNGKey(0))


if __name__ == "__main__":
    transitions = main()
    print(transitions.reward.sum(), (transitions.step_type > 0).sum())
