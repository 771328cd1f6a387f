import jax.numpy as jnp

from rlhf_lite.kl import AdaptiveKLController
from rlhf_lite.learner import LearnerState, PPOLearner


def main():
    ref_logits = jnp.zeros(5)
    learner = PPOLearner(AdaptiveKLController(target=0.01), ref_logits)
    rewards = jnp.array([3.0, 0.0, 0.0, 0.0, -1.0])
    state = LearnerState(params=ref_logits, beta=jnp.asarray(0.1))
    return learner.train(state, rewards, num_updates=3)


if __name__ == "__main__":
    print(main())
