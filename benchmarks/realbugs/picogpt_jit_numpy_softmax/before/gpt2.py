import jax
import jax.numpy as jnp

from picogpt.model import gpt2, softmax
from picogpt.params import CONTEXT, load_params


@jax.jit
def next_id(params, tokens, position):
    probs = softmax(gpt2(tokens, **params)[position])
    return jnp.argmax(probs)


def generate(inputs, params, n_tokens_to_generate):
    tokens = jnp.zeros(CONTEXT, dtype=jnp.int32).at[: len(inputs)].set(jnp.array(inputs))
    for position in range(len(inputs) - 1, len(inputs) - 1 + n_tokens_to_generate):
        token = int(next_id(params, tokens, position))
        tokens = tokens.at[position + 1].set(token)
        inputs.append(token)
    return inputs[len(inputs) - n_tokens_to_generate:]


def main(prompt=(5, 9, 2), n_tokens_to_generate=6):
    params = load_params(jax.random.PRNGKey(0))
    return generate(list(prompt), params, n_tokens_to_generate)


if __name__ == "__main__":
    print(main())
