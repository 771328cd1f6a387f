import jax
import jax.numpy as jnp

from dialog_eval.diversity import distinct_n
from dialog_eval.sampler import sample_responses


class DiversityEvaluator:
    def __init__(self, response_length):
        self.response_length = response_length
        self._evaluate = jax.jit(self.evaluate_batch)

    def evaluate_batch(self, params, prompts, key):
        responses = sample_responses(params, prompts, key, self.response_length)
        distinct_2 = jax.vmap(lambda r: distinct_n(r, 2))(responses)
        return {"distinct_2": jnp.mean(distinct_2)}

    def __call__(self, params, prompts, key):
        return {name: float(value) for name, value in self._evaluate(params, prompts, key).items()}
