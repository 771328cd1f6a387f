import jax.numpy as jnp

from multitok import encode_batch


def bag_of_words(token_ids, language_ids):
    return jnp.sum(encode_batch(token_ids, language_ids), axis=1)


def demo():
    token_ids = jnp.array([[0, 1, 4], [6, 2, 2], [5, 0, 1]])
    language_ids = jnp.array([0, 1, 2])
    return bag_of_words(token_ids, language_ids)


if __name__ == "__main__":
    print(demo())
