"""Heat flowing along a rod between a hot bath on the left and a cold one on the right."""

from rodheat import simulate


def main():
    return simulate()


if __name__ == "__main__":
    print(main())
