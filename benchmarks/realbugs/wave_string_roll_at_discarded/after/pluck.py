from stringsim import PluckedString


def main(num_points=401, num_steps=240):
    string = PluckedString(num_points)
    history = string.simulate(string.pluck(centre=0.85), num_steps)
    return string, history


if __name__ == "__main__":
    string, history = main()
    print(float(abs(history[-1]).max()))
