import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directoryCopies, writeDirectoryCopies } from './directory-pages.js';

describe('directoryCopies', () => {
	it('copies each page to its folder index', () => {
		expect(directoryCopies(['en.html', 'en/table.html', 'en/cards/axe.html'])).toEqual([
			['en.html', 'en/index.html'],
			['en/table.html', 'en/table/index.html'],
			['en/cards/axe.html', 'en/cards/axe/index.html']
		]);
	});

	it('leaves index pages and other files alone', () => {
		expect(directoryCopies(['index.html', 'en/index.html', 'sw.js', 'en.html.br'])).toEqual([]);
	});
});

describe('writeDirectoryCopies', () => {
	it('writes the copies beside the pages, not under _app', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'directory-pages-'));
		try {
			await mkdir(join(dir, 'en'), { recursive: true });
			await mkdir(join(dir, '_app'), { recursive: true });
			await writeFile(join(dir, 'index.html'), 'root');
			await writeFile(join(dir, 'en.html'), 'home');
			await writeFile(join(dir, 'en', 'table.html'), 'table');
			await writeFile(join(dir, '_app', 'x.html'), 'asset');
			expect(await writeDirectoryCopies(dir)).toBe(2);
			expect(await readFile(join(dir, 'en', 'index.html'), 'utf8')).toBe('home');
			expect(await readFile(join(dir, 'en', 'table', 'index.html'), 'utf8')).toBe('table');
			await expect(readFile(join(dir, '_app', 'x', 'index.html'))).rejects.toThrow();
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
