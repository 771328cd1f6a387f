import jax

from rnnlm.clipping import GlobalNormClipper
from rnnlm.model import init_params
from rnnlm.training import build_step


def main(num_steps=4):
    clipper = GlobalNormClipper(max_norm=0.1)
    step = build_step(clipper, learning_rate=0.5)
    params = init_params(jax.random.PRNGKey(0), vocab=20, hidden=16)
    tokens = jax.random.randint(jax.random.PRNGKey(1), (40,), 0, 20)
    num_clipped = 0
    for _ in range(num_steps):
        params, loss, clipped = step(params, tokens)
        num_clipped += int(clipped)
    return num_clipped


if __name__ == "__main__":
    print(main())
