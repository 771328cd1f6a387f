"""The causal language model users call: `generate` picks a sampler and decodes a batch of prompts."""

from functools import partial

import jax
import jax.numpy as jnp

from textgen import model
from textgen.sampler import GreedySampler, TopKSampler


class CausalLM:
    def __init__(self, params):
        self.params = params

    def _make_sampler(self, name, options):
        if name == "greedy":
            return GreedySampler()
        return TopKSampler(k=options["k"], temperature=options["temperature"])

    def generate(self, prompts, key, max_new_tokens, sampler="top_k", **options):
        chosen = self._make_sampler(sampler, options)
        prompt_len = prompts.shape[1]
        tokens = jnp.pad(prompts, ((0, 0), (0, max_new_tokens)))
        next_logits = jax.jit(partial(model.apply, self.params))  # expect: JXL502
        return chosen(next_logits, tokens, key, prompt_len, max_new_tokens)
