import functools

import jax

from contextual.policy import DisjointLinUCB
from contextual.simulate import make_environment, run


def main(num_rounds=1500, num_arms=5, dim=6):
    env_key, run_key = jax.random.split(jax.random.PRNGKey(7))
    true_theta = make_environment(env_key, num_arms, dim)
    policy = DisjointLinUCB(num_arms, dim, alpha=0.5)
    simulate = jax.jit(functools.partial(run, policy, num_rounds=num_rounds))
    regret = simulate(true_theta, run_key)
    print("regret after first 100 rounds %.2f, after last 100 rounds %.2f"
          % (regret[99], regret[-1] - regret[-101]))
    return regret


if __name__ == "__main__":
    main()
