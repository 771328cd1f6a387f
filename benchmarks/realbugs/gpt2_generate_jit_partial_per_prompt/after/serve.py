import jax

from minigpt2.generation import TextGenerator
from minigpt2.model import TinyGPT

PROMPTS = [[5, 9, 14], [7, 7, 2, 30], [11], [3, 4, 5, 6, 7]]


def build(seed=0):
    model = TinyGPT()
    return model.init(jax.random.PRNGKey(seed)), TextGenerator(model)


def main(prompts=PROMPTS, max_new_tokens=12, seed=0):
    params, generator = build(seed)
    key = jax.random.PRNGKey(seed + 1)
    completions = []
    for prompt in prompts:
        key, sub = jax.random.split(key)
        completions.append(generator.generate(params, prompt, max_new_tokens, sub))
    return completions


if __name__ == "__main__":
    for prompt, completion in zip(PROMPTS, main()):
        print(prompt, "->", completion)
