import jax
import jax.numpy as jnp

from scorefn.estimators import ReinforceEstimator
from scorefn.policy import SoftmaxBanditPolicy


def main():
    rewards = jnp.array([1.0, 0.0, 3.0, 0.5])
    policy = SoftmaxBanditPolicy(ReinforceEstimator(use_baseline=True), rewards)
    logits = policy.train(jnp.zeros(4), num_steps=50)
    return jax.nn.softmax(logits)


if __name__ == "__main__":
    print(main())
