import jax
import jax.numpy as jnp

from tinyllm.generate import Generator
from tinyllm.model import TinyAttentionLM


def print_token(position, token):
    jax.debug.print("[{position}] token {token}", position=position, token=token)


def main():
    model = TinyAttentionLM(vocab_size=32, dim=16, max_len=24)
    generator = Generator(model, num_new=8, on_token=print_token)
    prompt = jnp.array([3, 1, 4, 1, 5], jnp.int32)
    return generator.generate(model.init(jax.random.PRNGKey(0)), prompt, jax.random.PRNGKey(1))


if __name__ == "__main__":
    print(main())
