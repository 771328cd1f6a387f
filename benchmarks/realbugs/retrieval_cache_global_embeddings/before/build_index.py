import jax
import jax.numpy as jnp

from retrieval.encoder import encode_batch, init_encoder
from retrieval.search import top_k


def main():
    params = init_encoder(jax.random.PRNGKey(0))
    docs = jax.random.randint(jax.random.PRNGKey(1), (20, 6), 0, 50)
    encode_batch(params, docs)
    query = encode_batch(params, docs[3:4])[0]
    return top_k(query, k=3)


if __name__ == "__main__":
    print(main())
