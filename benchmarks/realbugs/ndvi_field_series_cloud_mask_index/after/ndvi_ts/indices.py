RED, NIR = 2, 3          # band order of the stacks: blue, green, red, nir


def ndvi(stack):
    red = stack[..., RED]
    nir = stack[..., NIR]
    return (nir - red) / (nir + red + 1e-6)
