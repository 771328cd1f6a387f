"""The causal language model users call: `generate` picks a sampler and decodes a batch of prompts."""

import jax.numpy as jnp

from textgen.sampler import TopKSampler, decode, greedy_sampler


class CausalLM:
    def __init__(self, params):
        self.params = params

    def _make_sampler(self, name, options):
        if name == "greedy":
            return greedy_sampler()
        return TopKSampler(k=options["k"], temperature=options["temperature"])

    def generate(self, prompts, key, max_new_tokens, sampler="top_k", **options):
        chosen = self._make_sampler(sampler, options)
        tokens = jnp.pad(prompts, ((0, 0), (0, max_new_tokens)))
        return decode(self.params, tokens, key, chosen, prompts.shape[1], max_new_tokens)
