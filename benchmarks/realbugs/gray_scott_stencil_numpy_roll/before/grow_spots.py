from patterns import GrayScott, Parameters


def main(n_steps=2000):
    model = GrayScott(Parameters())
    u, v = model.advance(GrayScott.seeded(), n_steps)
    return u, v


if __name__ == "__main__":
    u, v = main()
    print(f"inhibitor covers {float((v > 0.1).mean()):.1%} of the domain")
