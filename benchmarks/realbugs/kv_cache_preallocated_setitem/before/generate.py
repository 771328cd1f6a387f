import jax
import jax.numpy as jnp

from cachedlm.kv_cache import StaticKVCache
from cachedlm.model import TinyDecoder


def greedy_with_cache(model, params, prompt, max_new_tokens):
    batch_size, prompt_len = prompt.shape
    cache_impl = StaticKVCache(batch_size, model.n_heads, prompt_len + max_new_tokens, model.head_dim)
    cache = cache_impl.init()
    tokens = [prompt[:, i] for i in range(prompt_len)]
    for pos in range(prompt_len + max_new_tokens - 1):
        logits, cache = model.jit_decode_step(params, cache, tokens[pos], pos)
        if pos >= prompt_len - 1:
            tokens.append(jnp.argmax(logits, axis=-1))
    return jnp.stack(tokens, axis=1)


def greedy_without_cache(model, params, prompt, max_new_tokens):
    tokens = prompt
    for _ in range(max_new_tokens):
        next_token = jnp.argmax(model.jit_forward(params, tokens)[:, -1], axis=-1)
        tokens = jnp.concatenate([tokens, next_token[:, None]], axis=1)
    return tokens


def main(max_new_tokens=12):
    model = TinyDecoder(vocab_size=50)
    params = model.init(jax.random.PRNGKey(0))
    prompt = jax.random.randint(jax.random.PRNGKey(1), (3, 5), 0, 50)
    return greedy_with_cache(model, params, prompt, max_new_tokens), greedy_without_cache(model, params, prompt,
                                                                                          max_new_tokens)


if __name__ == "__main__":
    cached, recomputed = main()
    print(cached)
    print("identical to recomputing the prefix:", bool((cached == recomputed).all()))
