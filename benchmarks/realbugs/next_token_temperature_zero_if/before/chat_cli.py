import jax

from nanogen.engine import generate
from nanogen.model import WindowLM


def main(temperatures=(0.0, 0.7)):
    model = WindowLM(vocab_size=40, dim=8, window=3)
    params = model.init(jax.random.PRNGKey(0))
    replies = {}
    for temperature in temperatures:
        replies[temperature] = generate(model, params, [1, 2, 3], max_tokens=6, temperature=temperature,
                                        key=jax.random.PRNGKey(7))
    return model, params, replies


if __name__ == "__main__":
    print(main()[-1])
