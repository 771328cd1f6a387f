"""Train the reacher and record one evaluation trajectory per evaluation."""

import jax

from reacher.env import ReachEnv
from reacher.rendering import make_policy_params_fn
from reacher.train import train


def build():
    env = ReachEnv(dt=0.1, damping=0.1)
    trajectories = []
    return env, trajectories, make_policy_params_fn(env, 30, trajectories)


def main():
    env, trajectories, policy_params_fn = build()
    params = train(env, 4, 5, 30, policy_params_fn, jax.random.PRNGKey(0))
    print(f"{len(trajectories)} evaluation trajectories recorded")
    return params, trajectories


if __name__ == "__main__":
    main()
